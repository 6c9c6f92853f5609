'use client';

import { DeleteOutlined, EditOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, Timeline, Typography } from 'antd';
import Decimal from 'decimal.js';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { DetailsTable } from '@/components/ui/details-table';
import { KeyboardScroll } from '@/components/ui/keyboard-scroll';
import { NavLink } from '@/components/ui/nav-link';
import { Panel } from '@/components/ui/panel';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { invoiceHistoryOptions, invoiceResource } from '@/lib/api-client/invoice-resources';
import { useResourceItem } from '@/lib/api-client/use-resource';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { detailPath, modulePath } from '@/lib/modules/module-links';
import type { Invoice, InvoiceLineInput } from '@/lib/schemas/invoices';
import { formatDate, formatDateTime } from '@/lib/utils/dates';
import { formatMoneyTr, formatPercentTr, formatQuantityTr } from '@/lib/utils/decimal';
import { InvoiceActions } from './invoice-actions';
import { DocumentHeader } from '@/components/documents/document-header';
import { DocumentTotalsView } from '@/components/documents/document-totals-view';
import type { InvoicePreset } from './invoice-form';
import { InvoiceStatusTag, PaymentStatusTag } from './invoice-tags';
import { EDocumentStateTag, useEDocumentLabels } from './e-document-tags';
import { BackLink, RecordStatus } from '@/components/ui/record-status';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./invoice-form');
const InvoiceForm = lazyComponent(() => loadForm().then((m) => m.InvoiceForm));
const LIST = modulePath('invoices');

type Editing = { record: Invoice | null; preset?: InvoicePreset } | null;

/** What a return of this invoice may still take back. */
const remainingOf = (inv: Invoice) => new Decimal(inv.payableTotal).minus(inv.returnedAmount).toFixed(2);

function Totals({ invoice }: { invoice: Invoice }) {
  return (
    <Flex vertical align="flex-end" gap={4} data-testid="invoice-totals-detail" style={{ marginTop: 16 }}>
      <DocumentTotalsView totals={{ ...invoice, vat: invoice.vatBreakdown }} currency={invoice.currency} />
      <Typography.Text italic type="secondary">
        {invoice.amountInWords}
      </Typography.Text>
    </Flex>
  );
}

/**
 * /tenant/finance/invoices/[id]: the invoice with its lines, totals, history and the actions its
 * status allows; `related` is what other modules show of it (its payments), composed by the page.
 */
export function InvoiceDetailScreen({ id, related }: { id: string; related?: ReactNode }) {
  const t = useTranslations('InvoiceDetail');
  const kit = useTranslations('Kit');
  const router = useRouter();
  const query = useResourceItem(invoiceResource, id);
  const history = useQuery({
    ...invoiceHistoryOptions(useTenantId(), id, query.data?.version),
    enabled: Boolean(query.data),
  });
  const can = {
    update: useCan('invoices.update'),
    delete: useCan('invoices.delete'),
    create: useCan('invoices.create'),
  };
  const confirmDelete = useConfirmDelete(invoiceResource, { onDeleted: () => router.push(LIST) });
  const [editing, setEditing] = useState<Editing>(null);
  const eLabels = useEDocumentLabels();
  const back = <BackLink href={LIST}>{t('back')}</BackLink>;
  if (!query.isSuccess)
    return <RecordStatus query={query} back={back} notFound={t('notFound')} loadError={t('loadError')} rows={6} />;
  const inv = query.data;
  const returnable = inv.kind === 'sales' && inv.status === 'issued' && new Decimal(remainingOf(inv)).greaterThan(0);
  const startReturn = () =>
    setEditing({
      record: null,
      preset: {
        kind: 'return',
        customerId: inv.customerId,
        customerName: inv.customerName,
        originalInvoiceId: inv.id,
        originalNumber: inv.number ?? '',
        remaining: remainingOf(inv),
        seriesId: inv.seriesId,
        // The whole invoice, exactly: lines and discount as stored (the API's decimals, not re-read).
        discount: inv.discount,
        lines: inv.lines.map((l) => ({
          ...l,
          itemKind: l.itemKind as InvoiceLineInput['itemKind'],
          vatExemptionCode: l.vatExemptionCode as InvoiceLineInput['vatExemptionCode'],
          withholdingCode: l.withholdingCode as InvoiceLineInput['withholdingCode'],
        })),
      },
    });
  return (
    <div data-testid="invoice-detail">
      <DocumentHeader
        back={back}
        title={inv.number ?? t('draftTitle')}
        titleTestId="invoice-number"
        tags={
          <>
            <InvoiceStatusTag invoice={inv} />
            <PaymentStatusTag status={inv.paymentStatus} />
          </>
        }
        actions={
          <>
            {inv.status === 'draft' && can.update ? (
              <Button icon={<EditOutlined />} onMouseEnter={loadForm} onClick={() => setEditing({ record: inv })}>
                {kit('edit')}
              </Button>
            ) : null}
            {inv.status === 'draft' && can.delete ? (
              <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(inv.id, t('draftTitle'))}>
                {kit('delete')}
              </Button>
            ) : null}
            {returnable && can.create ? (
              <Button icon={<RollbackOutlined />} onMouseEnter={loadForm} onClick={startReturn}>
                {t('createReturn')}
              </Button>
            ) : null}
            <InvoiceActions invoice={inv} />
          </>
        }
      />
      {inv.status === 'cancelled' ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('cancelledAt', { at: formatDateTime(inv.cancelledAt) })}
          description={inv.cancelReason}
        />
      ) : null}
      <Panel>
        <DetailsTable
          items={[
            { key: 'customer', label: t('customer'), children: inv.customerName },
            {
              key: 'tax',
              label: t('taxNumber'),
              children: [inv.customerTaxOffice, inv.customerTaxNumber].filter(Boolean).join(' / ') || '—',
            },
            { key: 'date', label: t('invoiceDate'), children: formatDate(inv.invoiceDate) },
            { key: 'due', label: t('dueDate'), children: formatDate(inv.dueDate) },
            { key: 'series', label: t('series'), children: inv.seriesCode ?? '—' },
            {
              key: 'original',
              label: t('original'),
              children: inv.originalInvoiceId ? (
                <NavLink href={detailPath('invoices', inv.originalInvoiceId)}>{inv.originalInvoiceNumber}</NavLink>
              ) : (
                '—'
              ),
            },
            ...(inv.workOrderId || inv.offerId
              ? [
                  {
                    key: 'source',
                    label: t('source'),
                    children: inv.workOrderId ? (
                      <NavLink href={detailPath('work-orders', inv.workOrderId)}>{t('sourceWorkOrder')}</NavLink>
                    ) : (
                      <NavLink href={detailPath('offers', inv.offerId!)}>{t('sourceOffer')}</NavLink>
                    ),
                  },
                ]
              : []),
            ...(inv.ettn
              ? [
                  {
                    key: 'ettn',
                    label: t('ettn'),
                    children: (
                      <Typography.Text copyable={{ text: inv.ettn }}>
                        <span data-testid="invoice-ettn">{inv.ettn}</span>
                      </Typography.Text>
                    ),
                  },
                  { key: 'eProfile', label: t('eProfile'), children: eLabels.profile(inv.eProfile) },
                  { key: 'eType', label: t('eType'), children: eLabels.type(inv.eType) },
                  { key: 'eState', label: t('eState'), children: <EDocumentStateTag state={inv.eState} /> },
                ]
              : []),
            { key: 'address', label: t('address'), children: inv.customerAddress ?? '—', span: 'filled' },
            ...(inv.notes ? [{ key: 'notes', label: t('notes'), children: inv.notes, span: 'filled' as const }] : []),
          ]}
        />
        <KeyboardScroll label={t('lines')}>
          <Table
            style={{ marginTop: 16 }}
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={inv.lines}
            scroll={{ x: true }}
            columns={[
              {
                key: 'd',
                title: t('description'),
                render: (_, l) =>
                  l.vatExemptionCode
                    ? `${l.description} (${t('exemption', { code: l.vatExemptionCode })})`
                    : l.description,
              },
              {
                key: 'q',
                title: t('quantity'),
                align: 'right',
                render: (_, l) => `${formatQuantityTr(l.quantity)} ${l.unit}`,
              },
              {
                key: 'p',
                title: t('unitPrice'),
                align: 'right',
                render: (_, l) => formatMoneyTr(l.unitPrice, inv.currency),
              },
              { key: 'r', title: t('discount'), align: 'right', render: (_, l) => formatPercentTr(l.discountRate) },
              { key: 'v', title: t('vatRate'), align: 'right', render: (_, l) => formatPercentTr(l.vatRate) },
              { key: 'n', title: t('net'), align: 'right', render: (_, l) => formatMoneyTr(l.net, inv.currency) },
            ]}
          />
        </KeyboardScroll>
        <Totals invoice={inv} />
      </Panel>
      {related}
      {history.data?.length ? (
        <Panel title={t('history')} style={{ marginTop: 16 }}>
          <Timeline
            items={history.data.map((h) => ({
              children: `${formatDateTime(h.at)} · ${h.actorName ?? ''} · ${t(`status_${h.to as 'draft' | 'issued' | 'cancelled'}`)}${h.comment ? ` – ${h.comment}` : ''}`,
            }))}
          />
        </Panel>
      ) : null}
      {editing ? (
        <InvoiceForm
          record={editing.record}
          preset={editing.preset}
          onClose={() => setEditing(null)}
          onSaved={(saved) => (saved.id !== inv.id ? router.push(detailPath('invoices', saved.id)) : undefined)}
        />
      ) : null}
    </div>
  );
}
