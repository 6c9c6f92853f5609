'use client';

import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Typography } from 'antd';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { useTranslations } from 'next-intl';
import type { ListQueryState } from '@/components/ui/use-list-query';
import { invoiceFiltersOf, invoiceTotalsOptions } from '@/lib/api-client/invoice-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import type { InvoiceStatus, ListInvoicesQuery, PaymentStatus } from '@/lib/schemas/invoices';
import { invoiceStatuses, paymentStatuses } from '@/lib/schemas/values/invoices';
import { formatMoneyTr } from '@/lib/utils/decimal';

type State = ListQueryState<ListInvoicesQuery>;

/** Status, payment status, invoice date and due date filters of the invoice list. */
export function InvoiceFilters({ query, patch }: Pick<State, 'query' | 'patch'>) {
  const t = useTranslations('InvoicesPage');
  const ts = useTranslations('InvoiceStatus');
  const tp = useTranslations('PaymentStatus');
  return (
    <>
      <Select<InvoiceStatus | 'all'>
        aria-label={t('status')}
        style={{ flex: '0 1 150px' }}
        value={query.status ?? 'all'}
        onChange={(v) => patch({ status: v === 'all' ? undefined : v })}
        options={[
          { value: 'all', label: t('allStatuses') },
          ...invoiceStatuses.map((s) => ({ value: s, label: ts(s) })),
        ]}
      />
      <Select<PaymentStatus | 'all'>
        aria-label={t('paymentStatus')}
        style={{ flex: '0 1 170px' }}
        value={query.paymentStatus ?? 'all'}
        onChange={(v) => patch({ paymentStatus: v === 'all' ? undefined : v })}
        options={[
          { value: 'all', label: t('allPaymentStatuses') },
          ...paymentStatuses.map((s) => ({ value: s, label: tp(s) })),
        ]}
      />
      <DateRangeFilter
        aria-label={t('dateRange')}
        placeholder={[t('dateFrom'), t('dateTo')]}
        allowEmpty
        style={{ flex: '0 1 260px' }}
        value={{ from: query.dateFrom, to: query.dateTo }}
        onChange={({ from, to }) => patch({ dateFrom: from, dateTo: to })}
      />
      <DateRangeFilter
        aria-label={t('dueRange')}
        placeholder={[t('dueFrom'), t('dueTo')]}
        allowEmpty
        style={{ flex: '0 1 260px' }}
        value={{ from: query.dueFrom, to: query.dueTo }}
        onChange={({ from, to }) => patch({ dueFrom: from, dueTo: to })}
      />
    </>
  );
}

/** Net, KDV and grand totals of every invoice the filters match (returns negative, cancelled ones left out). */
export function InvoiceTotalsFooter({ query }: { query: ListInvoicesQuery }) {
  const t = useTranslations('InvoicesPage');
  const totals = useQuery(invoiceTotalsOptions(useTenantId(), invoiceFiltersOf(query)));
  if (!totals.data) return null;
  return (
    <Flex wrap gap={24} justify="flex-end" data-testid="invoice-totals" style={{ marginTop: 8 }}>
      <Typography.Text type="secondary">{t('totalsLabel', { count: totals.data.count })}</Typography.Text>
      <span>
        {t('netTotal')}: <strong>{formatMoneyTr(totals.data.netTotal)}</strong>
      </span>
      <span>
        {t('vatTotal')}: <strong>{formatMoneyTr(totals.data.vatTotal)}</strong>
      </span>
      <span>
        {t('grandTotal')}: <strong>{formatMoneyTr(totals.data.grandTotal)}</strong>
      </span>
    </Flex>
  );
}
