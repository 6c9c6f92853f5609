'use client';

import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Input, Select, Tag } from 'antd';
import { PlainText } from '@/components/ui/plain-text';
import { NavLink } from '@/components/ui/nav-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import type { ListQueryState } from '@/components/ui/use-list-query';
import { customerResource, exportCustomers } from '@/lib/api-client/customer-requests';
import { useCan } from '@/lib/api-client/use-permissions';
import { detailPath } from '@/lib/modules/module-links';
import type { Customer, CustomerKind, CustomerListItem, ListCustomersQuery } from '@/lib/schemas/customers';
import { customerKinds } from '@/lib/schemas/values/customers';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { useDeleteCustomer } from './use-delete-customer';
import { useFeedback } from '@/components/ui/feedback';
import { lazyComponent } from '@/components/ui/lazy';

// The form and the import dialog load only when opened.
const loadForm = () => import('./customer-form-drawer');
const CustomerFormDrawer = lazyComponent(() => loadForm().then((m) => m.CustomerFormDrawer));
const ImportModal = lazyComponent(() => import('./import-modal').then((m) => m.ImportModal));

/** /tenant/customers: search (Turkish-folded on the server), filters, paging, create, export, import. */
export function CustomersScreen() {
  const t = useTranslations('CustomersPage');
  const tk = useTranslations('CustomerKinds');
  const { message } = useFeedback();
  const [importing, setImporting] = useState(false);
  const canCreate = useCan('customers.create');
  // The balance is money, the payments module's: the API sends it only with payments.view.
  const seesMoney = useCan('payments.view');
  const confirmDelete = useDeleteCustomer();

  /** The export follows the search and filters on screen. */
  async function download(query: ListCustomersQuery, format: 'csv' | 'xlsx') {
    try {
      const { pageIndex: _p, pageSize: _s, ...filters } = query;
      await exportCustomers(filters, format);
    } catch {
      message.error(t('exportError'));
    }
  }

  const filters = (state: ListQueryState<ListCustomersQuery>) => (
    <>
      <Select<CustomerKind | 'all'>
        aria-label={t('kindFilter')}
        style={{ flex: '0 1 180px' }}
        value={state.query.kind ?? 'all'}
        onChange={(v) => state.patch({ kind: v === 'all' ? undefined : v })}
        options={[{ value: 'all', label: t('allKinds') }, ...customerKinds.map((k) => ({ value: k, label: tk(k) }))]}
      />
      <Input.Search
        allowClear
        placeholder={t('tagFilter')}
        aria-label={t('tagFilter')}
        defaultValue={state.query.tag}
        style={{ flex: '0 1 200px' }}
        onSearch={(text) => state.patch({ tag: text.trim() || undefined })}
      />
    </>
  );

  return (
    <>
      <ResourceListScreen<CustomerListItem, ListCustomersQuery, Customer>
        resource={customerResource}
        namespace="CustomersPage"
        testId="customers-page"
        tableTestId="customers-table"
        itemLabel={(c) => c.name}
        columns={[
          {
            key: 'name',
            title: t('columns.name'),
            sortField: 'name',
            render: (c) => (
              <span>
                <NavLink href={detailPath('CustomerManagement', c.id)}>
                  <PlainText strong>{c.name}</PlainText>
                </NavLink>
                <PlainText secondary> · {tk(c.kind)}</PlainText>
              </span>
            ),
          },
          { key: 'taxNumber', title: t('columns.taxNumber'), hideBelow: 'md', render: (c) => c.taxNumber },
          { key: 'email', title: t('columns.email'), render: (c) => c.email },
          { key: 'phone', title: t('columns.phone'), hideBelow: 'md', render: (c) => c.phone },
          {
            key: 'tags',
            title: t('columns.tags'),
            hideBelow: 'lg',
            render: (c) => c.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
          },
          ...(seesMoney
            ? [
                {
                  key: 'balance',
                  title: t('columns.balance'),
                  sortField: 'balance' as const,
                  align: 'right' as const,
                  render: (c: CustomerListItem) => (
                    <span data-testid="customer-balance">
                      {c.overdue ? <Tag color="red">{t('overdue')}</Tag> : null}
                      {c.balance === null ? null : formatMoneyTr(c.balance)}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
        filters={filters}
        headerActions={(state) => (
          <>
            <Dropdown
              menu={{
                items: [
                  { key: 'csv', label: t('exportCsv') },
                  { key: 'xlsx', label: t('exportXlsx') },
                ],
                onClick: ({ key }) => void download(state.query, key as 'csv' | 'xlsx'),
              }}
            >
              <Button icon={<DownloadOutlined />}>{t('export')}</Button>
            </Dropdown>
            {canCreate ? (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('import')}
              </Button>
            ) : null}
          </>
        )}
        loadForEdit={(c) => customerResource.get(c.id)}
        onDelete={confirmDelete}
        preloadForm={loadForm}
        form={(record, close) => <CustomerFormDrawer customer={record} onClose={close} />}
      />
      {importing ? <ImportModal open={importing} onClose={() => setImporting(false)} /> : null}
    </>
  );
}
