'use client';

import { Checkbox, Table, Typography, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import type { PermissionMatrixModule } from '@/lib/schemas/roles';
import { actions, toggleModule, togglePermission, type Action } from './permission-selection';

interface Props {
  modules: PermissionMatrixModule[];
  /** Selected permission ids (set by the surrounding Form.Item). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  readOnly?: boolean;
  loading?: boolean;
}

/**
 * The role's permissions as a table: one row per enabled module (indented under its parent menu
 * node), a checkbox per action, and a row toggle. Checking create/update/delete also checks view.
 */
export function PermissionMatrix({ modules, value = [], onChange, readOnly = false, loading = false }: Props) {
  const t = useTranslations('PermissionMatrix');
  const selected = new Set(value);
  const change = (next: Set<string>) => onChange?.([...next]);

  const actionColumn = (action: Action): NonNullable<TableProps<PermissionMatrixModule>['columns']>[number] => ({
    key: action,
    title: t(action),
    align: 'center',
    width: 110,
    render: (_, m) => {
      const p = m.permissions.find((x) => x.action === action);
      if (!p) return null;
      return (
        <Checkbox
          checked={selected.has(p.id)}
          disabled={readOnly}
          aria-label={p.label}
          onChange={(e) => change(togglePermission(m, selected, p.id, e.target.checked))}
        />
      );
    },
  });

  const columns: TableProps<PermissionMatrixModule>['columns'] = [
    {
      key: 'module',
      title: t('module'),
      render: (_, m) => (
        <div style={{ paddingLeft: m.depth * 20 }}>
          <Typography.Text strong={m.depth === 0}>{m.label}</Typography.Text>
        </div>
      ),
    },
    ...actions.map(actionColumn),
    {
      key: 'all',
      title: t('all'),
      align: 'center',
      width: 80,
      render: (_, m) => {
        const count = m.permissions.filter((p) => selected.has(p.id)).length;
        return (
          <Checkbox
            checked={count > 0 && count === m.permissions.length}
            indeterminate={count > 0 && count < m.permissions.length}
            disabled={readOnly}
            aria-label={t('allOf', { module: m.label })}
            onChange={(e) => change(toggleModule(m, selected, e.target.checked))}
          />
        );
      },
    },
  ];

  return (
    <Table<PermissionMatrixModule>
      rowKey="moduleId"
      size="small"
      columns={columns}
      dataSource={modules}
      loading={loading}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: t('empty') }}
      data-testid="permission-matrix"
    />
  );
}
