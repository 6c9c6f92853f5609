'use client';

import { Alert, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useAllModules } from '@/lib/api-client/backoffice-module-hooks';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

/**
 * The module catalogue as checkboxes in menu order, indented by depth (an antd form control).
 * Each module is enabled on its own: the tenant menu shows a parent by itself when a child is on.
 */
export function ModuleChecklist({ value = [], onChange, disabled }: Props) {
  const t = useTranslations('BackofficeTenants');
  const locale = useLocale();
  const modules = useAllModules();
  if (modules.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (modules.isError) return <Alert type="error" showIcon title={t('modulesLoadError')} />;
  return (
    <Checkbox.Group
      value={value}
      onChange={(v) => onChange?.(v as string[])}
      disabled={disabled}
      style={{ width: '100%' }}
    >
      <Flex vertical gap={6} data-testid="module-checklist" style={{ width: '100%' }}>
        {modules.data.map((m) => (
          <Checkbox key={m.id} value={m.id} style={{ marginInlineStart: m.depth * 24 }}>
            {locale === 'en' ? m.labelEn : m.labelTr}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              ({m.key})
            </Typography.Text>
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );
}
