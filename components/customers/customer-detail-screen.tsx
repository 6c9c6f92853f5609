'use client';

import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, Tag, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { DetailsTable } from '@/components/ui/details-table';
import { Panel } from '@/components/ui/panel';
import { SectionTitle } from '@/components/ui/section-title';
import { useCan } from '@/lib/api-client/use-permissions';
import { useCustomer } from '@/lib/api-client/use-customers';
import { modulePath } from '@/lib/modules/module-links';
import type { Customer } from '@/lib/schemas/customers';
import { CustomerContacts } from './customer-contacts';
import { CustomerPortalAccounts } from './customer-portal-accounts';
import { useDeleteCustomer } from './use-delete-customer';
import { BackLink, RecordStatus } from '@/components/ui/record-status';
import { lazyComponent } from '@/components/ui/lazy';

// The form (and the schemas it validates with) loads when first opened.
const CustomerFormDrawer = lazyComponent(() => import('./customer-form-drawer').then((m) => m.CustomerFormDrawer));

function Details({ customer }: { customer: Customer }) {
  const t = useTranslations('CustomerForm');
  const td = useTranslations('CustomerDetail');
  const tk = useTranslations('CustomerKinds');
  const format = useFormatter();
  const dash = td('noValue');
  return (
    <>
      <DetailsTable
        items={[
          { key: 'kind', label: t('kind'), children: tk(customer.kind) },
          { key: 'taxNumber', label: t('taxNumber'), children: customer.taxNumber ?? dash },
          { key: 'taxOffice', label: t('taxOffice'), children: customer.taxOffice ?? dash },
          {
            key: 'eDocument',
            label: td('eDocument'),
            children: customer.eInvoiceRegistered
              ? td('eInvoiceStatus', { alias: customer.eInvoiceAlias ?? '' })
              : td('eArchiveStatus'),
          },
          { key: 'email', label: t('email'), children: customer.email ?? dash },
          { key: 'phone', label: t('phone'), children: customer.phone ?? dash },
          {
            key: 'tags',
            label: t('tags'),
            children: customer.tags.length ? customer.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : dash,
          },
          {
            key: 'createdAt',
            label: td('createdAt'),
            children: format.dateTime(new Date(customer.createdAt), { dateStyle: 'medium' }),
          },
          {
            key: 'notes',
            label: t('notes'),
            span: 'filled',
            children: customer.notes ? (
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{customer.notes}</Typography.Text>
            ) : (
              dash
            ),
          },
        ]}
      />
      <SectionTitle marginTop={24}>{t('addresses')}</SectionTitle>
      {customer.addresses.length === 0 ? (
        <Typography.Text type="secondary">{td('noAddresses')}</Typography.Text>
      ) : (
        customer.addresses.map((a) => (
          <Panel key={a.id} padding={12} style={{ marginBottom: 8 }}>
            <Typography.Text strong>{a.title}</Typography.Text>
            <br />
            {a.line}
            <br />
            {[a.postalCode, a.district, a.city, a.country].filter(Boolean).join(' ')}
          </Panel>
        ))
      )}
    </>
  );
}

type TabKey = 'offers' | 'workOrders' | 'tasks' | 'invoices' | 'payments' | 'balance';

/**
 * /tenant/customers/[id]: details, contacts (portal invitations), and the tabs of other modules,
 * which the page composes in (`tabs.offers` …) for a user who may view them; a tab not given is left out.
 */
export function CustomerDetailScreen({
  id,
  tabs = {},
  header,
}: {
  id: string;
  tabs?: Partial<Record<TabKey, ReactNode>>;
  /** A line under the title composed in by the page (the balance and quick actions); `showTab` opens a tab. */
  header?: (customer: Customer, showTab: (key: TabKey) => void) => ReactNode;
}) {
  const t = useTranslations('CustomerDetail');
  const tp = useTranslations('CustomersPage');
  const router = useRouter();
  const customer = useCustomer(id);
  const [editing, setEditing] = useState(false);
  const [activeTab, setActiveTab] = useState<string>('details');
  const canUpdate = useCan('customers.update');
  const canDelete = useCan('customers.delete');
  const confirmDelete = useDeleteCustomer(() => router.push(modulePath('CustomerManagement')));
  const back = <BackLink href={modulePath('CustomerManagement')}>{t('back')}</BackLink>;
  if (!customer.isSuccess)
    return <RecordStatus query={customer} back={back} notFound={t('notFound')} loadError={t('loadError')} rows={6} />;
  const c = customer.data;
  const moduleTabs = (['offers', 'workOrders', 'tasks', 'invoices', 'payments', 'balance'] as const).flatMap((key) =>
    tabs[key] ? [{ key, label: t(`tabs.${key}`), children: tabs[key] }] : [],
  );
  return (
    <div data-testid="customer-detail">
      <div style={{ marginBottom: 8 }}>{back}</div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {c.name}
        </Typography.Title>
        <Flex gap={8}>
          {canUpdate ? (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {tp('edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(c)}>
              {tp('delete')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {header?.(c, setActiveTab)}
      <Panel>
        <Tabs
          activeKey={activeTab}
          onChange={setActiveTab}
          items={[
            { key: 'details', label: t('tabs.details'), children: <Details customer={c} /> },
            {
              key: 'contacts',
              label: t('tabs.contacts'),
              children: (
                <>
                  <CustomerContacts customer={c} canInvite={canUpdate} />
                  <CustomerPortalAccounts customerId={c.id} canManage={canUpdate} />
                </>
              ),
            },
            ...moduleTabs,
          ]}
        />
      </Panel>
      {editing ? <CustomerFormDrawer customer={c} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
