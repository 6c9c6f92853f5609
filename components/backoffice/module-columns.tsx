'use client';

import { EditOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tooltip, Typography, type TableProps } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { MenuIcon } from '@/components/ui/menu-icon';
import type { Module, ModuleCategory } from '@/lib/schemas/backoffice-modules';

/** The columns of the module list: modules in menu order, indented by depth. */
export function useModuleColumns(
  categories: ModuleCategory[],
  onEdit: (module: Module) => void,
  onPermissions: (module: Module) => void,
) {
  const t = useTranslations('BackofficeModules');
  const locale = useLocale();
  const categoryName = (id: string | null) => {
    const c = categories.find((x) => x.id === id);
    return c ? (locale === 'en' ? c.nameEn : c.nameTr) : '—';
  };
  const columns: TableProps<Module>['columns'] = [
    {
      key: 'module',
      title: t('columns.module'),
      render: (_, m) => (
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
    {
      key: 'category',
      title: t('columns.category'),
      className: 'cari-col-from-md',
      render: (_, m) => categoryName(m.categoryId),
    },
    { key: 'parent', title: t('columns.parent'), className: 'cari-col-from-lg', render: (_, m) => m.parentKey ?? '—' },
    {
      key: 'order',
      title: t('fields.sortOrder'),
      dataIndex: 'sortOrder',
      className: 'cari-col-from-lg',
      align: 'right',
    },
    {
      key: 'permissions',
      title: t('columns.permissions'),
      align: 'right',
      render: (_, m) => (
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
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      align: 'right',
      render: (_, m) => (
        <Flex gap={4} justify="end">
          <Tooltip title={t('permissions')}>
            <Button
              type="text"
              icon={<SafetyOutlined />}
              aria-label={t('permissionsFor', { key: m.key })}
              onClick={() => onPermissions(m)}
            />
          </Tooltip>
          <Tooltip title={t('edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('editFor', { key: m.key })}
              onClick={() => onEdit(m)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];
  return columns;
}
