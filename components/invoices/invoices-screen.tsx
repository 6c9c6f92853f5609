'use client';

import { EyeOutlined } from '@ant-design/icons';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { DeleteRowButton, EditRowButton, RowActions, RowIconButton } from '@/components/ui/row-actions';
import { invoiceResource } from '@/lib/api-client/invoice-resources';
import { useCan } from '@/lib/api-client/use-permissions';
import { detailPath } from '@/lib/modules/module-links';
import type { Invoice, InvoiceListItem } from '@/lib/schemas/invoices';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { InvoiceFilters, InvoiceTotalsFooter } from './invoice-filters';
import { InvoiceStatusTag, PaymentStatusTag } from './invoice-tags';
import { EDocumentStateTag } from './e-document-tags';
import { EDocumentExportButton } from './e-document-export-button';
import { lazyComponent } from '@/components/ui/lazy';
import { numberColumn } from '@/components/documents/number-column';

const loadForm = () => import('./invoice-form');
const InvoiceForm = lazyComponent(() => loadForm().then((m) => m.InvoiceForm));

/** /tenant/finance/invoices: server-paged, searchable by number and customer, with the filtered totals below. */
export function InvoicesScreen() {
  const t = useTranslations('InvoicesPage');
  const router = useRouter();
  const can = { update: useCan('invoices.update'), delete: useCan('invoices.delete') };
  const confirmDelete = useConfirmDelete(invoiceResource);
  const [editing, setEditing] = useState<Invoice | null | undefined>(undefined);
  const label = (i: InvoiceListItem) => i.number ?? t('draftLabel', { customer: i.customerName });
  return (
    <>
      <ResourceListScreen<InvoiceListItem, typeof invoiceResource.initialQuery, Invoice>
        resource={invoiceResource}
        namespace="InvoicesPage"
        testId="invoices-page"
        tableTestId="invoices-table"
        itemLabel={label}
        columns={[
          numberColumn(t('number'), (id) => detailPath('invoices', id), t('draft')),
          { key: 'customer', title: t('customer'), render: (i) => i.customerName },
          { key: 'date', title: t('invoiceDate'), sortField: 'invoiceDate', render: (i) => formatDate(i.invoiceDate) },
          {
            key: 'due',
            title: t('dueDate'),
            sortField: 'dueDate',
            hideBelow: 'md',
            render: (i) => formatDate(i.dueDate),
          },
          {
            key: 'total',
            title: t('grandTotal'),
            sortField: 'grandTotal',
            align: 'right',
            render: (i) => formatMoneyTr(i.grandTotal, i.currency),
          },
          { key: 'status', title: t('status'), render: (i) => <InvoiceStatusTag invoice={i} /> },
          {
            key: 'payment',
            title: t('paymentStatus'),
            hideBelow: 'md',
            render: (i) => <PaymentStatusTag status={i.paymentStatus} />,
          },
          {
            key: 'eState',
            title: t('eState'),
            hideBelow: 'lg',
            render: (i) => <EDocumentStateTag state={i.eState} />,
          },
        ]}
        headerActions={() => <EDocumentExportButton />}
        filters={({ query, patch }) => <InvoiceFilters query={query} patch={patch} />}
        footer={({ query }) => <InvoiceTotalsFooter query={query} />}
        preloadForm={loadForm}
        form={(record, close) => (
          <InvoiceForm record={record} onClose={close} onSaved={(inv) => router.push(detailPath('invoices', inv.id))} />
        )}
        rowActions={(i) => (
          <RowActions>
            <RowIconButton
              icon={<EyeOutlined />}
              label={t('open')}
              onClick={() => router.push(detailPath('invoices', i.id))}
            />
            {i.status === 'draft' && can.update ? (
              <EditRowButton onMouseEnter={loadForm} onClick={() => void invoiceResource.get(i.id).then(setEditing)} />
            ) : null}
            {i.status === 'draft' && can.delete ? (
              <DeleteRowButton onClick={() => confirmDelete(i.id, label(i))} />
            ) : null}
          </RowActions>
        )}
      />
      {editing !== undefined ? <InvoiceForm record={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
