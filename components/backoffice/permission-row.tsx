'use client';

import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select, Tag, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { modulePermissionInputSchema, permissionActions } from '@/lib/schemas/backoffice-modules';
import { zodRule } from '@/lib/utils/zod-rules';

export interface PermissionRowValue {
  id?: string;
  moduleId: string;
  code: string;
  action: string;
  labelTr: string;
  labelEn: string;
  roleCount?: number;
}

const shape = modulePermissionInputSchema.shape;

/** One editable permission of the module's list (a Form.List row). */
export function PermissionRow({
  index,
  value,
  onRemove,
}: {
  index: number;
  value: PermissionRowValue | undefined;
  onRemove: () => void;
}) {
  const t = useTranslations('BackofficeModules');
  const tv = useTranslations('Validation');
  const rule = (s: (typeof shape)[keyof typeof shape]) => [zodRule(s, tv, tv.has)];
  return (
    <Flex
      wrap
      gap={8}
      align="start"
      data-testid={`permission-row-${index}`}
      style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 8, marginBottom: 8 }}
    >
      <Form.Item name={[index, 'code']} rules={rule(shape.code)} style={{ flex: '1 1 200px', marginBottom: 0 }}>
        <Input placeholder={t('fields.code')} aria-label={t('fields.code')} spellCheck={false} />
      </Form.Item>
      <Form.Item name={[index, 'action']} rules={rule(shape.action)} style={{ flex: '0 1 150px', marginBottom: 0 }}>
        <Select
          aria-label={t('fields.action')}
          placeholder={t('fields.action')}
          options={permissionActions.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
        />
      </Form.Item>
      <Form.Item name={[index, 'labelTr']} rules={rule(shape.labelTr)} style={{ flex: '1 1 180px', marginBottom: 0 }}>
        <Input placeholder={t('fields.labelTr')} aria-label={t('fields.labelTr')} />
      </Form.Item>
      <Form.Item name={[index, 'labelEn']} rules={rule(shape.labelEn)} style={{ flex: '1 1 180px', marginBottom: 0 }}>
        <Input placeholder={t('fields.labelEn')} aria-label={t('fields.labelEn')} />
      </Form.Item>
      <Flex align="center" gap={4} style={{ minHeight: 32 }}>
        {value?.id ? (
          <Tag>{t('roleCount', { count: value.roleCount ?? 0 })}</Tag>
        ) : (
          <Tag color="blue">{t('newRow')}</Tag>
        )}
        <Tooltip title={t('deletePermission')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('deletePermissionFor', { code: value?.code || '' })}
            onClick={onRemove}
          />
        </Tooltip>
      </Flex>
    </Flex>
  );
}
