'use client';

import { SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { MenuIcon } from '@/components/ui/menu-icon';
import type { ListColumn } from '@/components/ui/resource-table';
import { EditRowButton } from '@/components/ui/row-actions';
import type { Module, ModuleCategory } from '@/lib/schemas/backoffice-modules';

/** The columns of the module list: modules in menu order, indented by depth. */
export function useModuleColumns(categories: ModuleCategory[], onPermissions: (module: Module) => void) {
  const t = useTranslations('BackofficeModules');
  const locale = useLocale();
  const categoryName = (id: string | null) => {
    const c = categories.find((x) => x.id === id);
    return c ? (locale === 'en' ? c.nameEn : c.nameTr) : '—';
  };
  const columns: ListColumn<Module>[] = [
    {
      key: 'module',
      title: t('columns.module'),
      render: (m) => (
        <Flex gap={8} align="start" style={{ paddingInlineStart: m.depth * 20 }}>
          <MenuIcon name={m.icon} />
          <Space orientation="vertical" size={0}>
            <Typography.Text strong>{locale === 'en' ? m.labelEn : m.labelTr}</Typography.Text>
            <Typography.Text type="secondary" code>
              {m.key}
            </Typography.Text>
          </Space>
        </Flex>
      ),
    },
    { key: 'category', title: t('columns.category'), hideBelow: 'md', render: (m) => categoryName(m.categoryId) },
    { key: 'parent', title: t('columns.parent'), hideBelow: 'lg', render: (m) => m.parentKey ?? '—' },
    { key: 'order', title: t('fields.sortOrder'), hideBelow: 'lg', align: 'right', render: (m) => m.sortOrder },
    {
      key: 'permissions',
      title: t('columns.permissions'),
      align: 'right',
      render: (m) => (
        // The name starts with the visible count (WCAG 2.5.3) and says whose permissions it opens.
        <Button
          type="link"
          onClick={() => onPermissions(m)}
          aria-label={t('permissionCountFor', { count: m.permissionCount, key: m.key })}
        >
          {m.permissionCount}
        </Button>
      ),
    },
  ];
  return columns;
}

/** A module row's actions: its permissions and its edit, named with the module's key. */
export function ModuleRowActions({
  module,
  onEdit,
  onPermissions,
}: {
  module: Module;
  onEdit: (module: Module) => void;
  onPermissions: (module: Module) => void;
}) {
  const t = useTranslations('BackofficeModules');
  return (
    <Flex gap={4} justify="end">
      <Button
        type="text"
        icon={<SafetyOutlined />}
        title={t('permissions')}
        aria-label={t('permissionsFor', { key: module.key })}
        onClick={() => onPermissions(module)}
      />
      <EditRowButton aria-label={t('editFor', { key: module.key })} onClick={() => onEdit(module)} />
    </Flex>
  );
}
