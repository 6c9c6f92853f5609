'use client';

import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DetailsTable } from '@/components/ui/details-table';
import { lazyComponent } from '@/components/ui/lazy';
import { Panel } from '@/components/ui/panel';
import { BackLink, RecordStatus } from '@/components/ui/record-status';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { simpleResource } from '@/lib/api-client/simple-resource';
import { useCan } from '@/lib/api-client/use-permissions';
import { useResourceItem } from '@/lib/api-client/use-resource';
import type { SimpleModule, SimpleRecord } from '@/lib/modules/simple-module';
import type { PermissionCode } from '@/lib/modules/tenant-modules';
import { SimpleFieldValue, useLabel } from './simple-field-value';

const SimpleModuleForm = lazyComponent(() => import('./simple-module-form').then((m) => m.SimpleModuleForm));

/** A simple module's record page: its fields, edit and delete by permission, the way back to the list. */
export function SimpleModuleDetail({ simple, id }: { simple: SimpleModule; id: string }) {
  const t = useTranslations('SimpleModule');
  const label = useLabel();
  const router = useRouter();
  const resource = simpleResource(simple);
  const query = useResourceItem(resource, id) as ReturnType<typeof useResourceItem<SimpleRecord>>;
  const [editing, setEditing] = useState(false);
  const canUpdate = useCan(simple.permission('update') as PermissionCode);
  const canDelete = useCan(simple.permission('delete') as PermissionCode);
  const list = simple.spec.route;
  const confirmDelete = useConfirmDelete(resource, { onDeleted: () => router.push(list) });
  const back = <BackLink href={list}>{label(simple.spec.label)}</BackLink>;
  if (!query.isSuccess)
    return <RecordStatus query={query} back={back} notFound={t('notFound')} loadError={t('loadError')} />;
  const record = query.data;
  const name = String(record[simple.spec.nameField]);
  return (
    <div data-testid="simple-module-detail">
      <div style={{ marginBottom: 8 }}>{back}</div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {name}
        </Typography.Title>
        <Flex gap={8} wrap>
          {canUpdate ? (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(record.id, name)}>
              {t('delete')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Panel>
        <DetailsTable
          items={simple.fields.map((f) => ({
            key: f.name,
            label: label(f.label),
            children: <SimpleFieldValue field={f} value={record[f.name]} />,
          }))}
        />
      </Panel>
      {editing ? <SimpleModuleForm simple={simple} record={record} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
