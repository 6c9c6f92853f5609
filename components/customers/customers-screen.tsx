'use client';

import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Dropdown, Flex, Input, Select, Typography } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { initialCustomersQuery } from '@/lib/api-client/customer-keys';
import { exportCustomers, fetchCustomer } from '@/lib/api-client/customer-requests';
import { useCustomers } from '@/lib/api-client/use-customers';
import { useCan } from '@/lib/api-client/use-permissions';
import {
  customerKinds,
  type Customer,
  type CustomerKind,
  type CustomerListItem,
  type ListCustomersQuery,
} from '@/lib/schemas/customers';
import { CustomerFormDrawer } from './customer-form-drawer';
import { CustomersTable } from './customers-table';
import { useDeleteCustomer } from './use-delete-customer';

// The import dialog (and its table) loads only when opened.
const ImportModal = dynamic(() => import('./import-modal').then((m) => m.ImportModal), { ssr: false });

/** /tenant/customers: search (Turkish-folded on the server), filters, paging, create, export, import. */
export function CustomersScreen() {
  const t = useTranslations('CustomersPage');
  const tk = useTranslations('CustomerKinds');
  const tc = useTranslations('Common');
  const { message } = App.useApp();
  const [query, setQuery] = useState<ListCustomersQuery>(initialCustomersQuery);
  const [editing, setEditing] = useState<Customer | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const customers = useCustomers(query);
  const can = {
    create: useCan('customers.create'),
    update: useCan('customers.update'),
    delete: useCan('customers.delete'),
  };
  const confirmDelete = useDeleteCustomer();
  const patch = (p: Partial<ListCustomersQuery>) => setQuery((q) => ({ ...q, ...p }));

  async function download(format: 'csv' | 'xlsx') {
    try {
      const { pageIndex: _p, pageSize: _s, ...filters } = query;
      const { blob, name } = await exportCustomers(filters, format);
      const url = URL.createObjectURL(blob);
      const a = Object.assign(document.createElement('a'), { href: url, download: name });
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      message.error(t('exportError'));
    }
  }

  async function edit(c: CustomerListItem) {
    setEditing(await fetchCustomer(c.id));
  }

  return (
    <div data-testid="customers-page">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Dropdown
            menu={{
              items: [
                { key: 'csv', label: t('exportCsv') },
                { key: 'xlsx', label: t('exportXlsx') },
              ],
              onClick: ({ key }) => void download(key as 'csv' | 'xlsx'),
            }}
          >
            <Button icon={<DownloadOutlined />}>{t('export')}</Button>
          </Dropdown>
          {can.create ? (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('import')}
            </Button>
          ) : null}
          {can.create ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('new')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
            onSearch={(text) => patch({ pageIndex: 0, searchText: text.trim() || undefined })}
          />
          <Select<CustomerKind | 'all'>
            aria-label={t('kindFilter')}
            style={{ flex: '0 1 180px' }}
            value={query.kind ?? 'all'}
            onChange={(v) => patch({ pageIndex: 0, kind: v === 'all' ? undefined : v })}
            options={[
              { value: 'all', label: t('allKinds') },
              ...customerKinds.map((k) => ({ value: k, label: tk(k) })),
            ]}
          />
          <Input.Search
            allowClear
            placeholder={t('tagFilter')}
            aria-label={t('tagFilter')}
            style={{ flex: '0 1 200px' }}
            onSearch={(text) => patch({ pageIndex: 0, tag: text.trim() || undefined })}
          />
        </Flex>
        {customers.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadError')}
            style={{ marginBottom: 16 }}
            action={<Button onClick={() => void customers.refetch()}>{tc('retry')}</Button>}
          />
        ) : null}
        <CustomersTable
          page={customers.data}
          query={query}
          loading={customers.isFetching}
          canUpdate={can.update}
          canDelete={can.delete}
          onQuery={patch}
          onEdit={(c) => void edit(c)}
          onDelete={confirmDelete}
        />
      </Card>
      <CustomerFormDrawer
        key={editing === undefined ? 'closed' : (editing?.id ?? 'new')}
        open={editing !== undefined}
        customer={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      {importing ? <ImportModal open={importing} onClose={() => setImporting(false)} /> : null}
    </div>
  );
}
