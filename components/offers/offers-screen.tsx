'use client';

import { StatusFilter } from '@/components/ui/filter-select';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { offerResource } from '@/lib/api-client/offer-resources';
import { detailPath } from '@/lib/modules/module-links';
import type { ListOffersQuery, Offer, OfferListItem } from '@/lib/schemas/offers';
import { offerDisplayStatuses } from '@/lib/schemas/values/offers';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { CustomerFilter } from '@/components/documents/customer-picker';
import { OfferStatusTag } from './offer-status-tag';
import { lazyComponent } from '@/components/ui/lazy';
import { numberColumn } from '@/components/documents/number-column';

const loadForm = () => import('./offer-form');
const OfferForm = lazyComponent(() => loadForm().then((m) => m.OfferForm));

function OfferFilters({ query, patch }: { query: ListOffersQuery; patch: (p: Partial<ListOffersQuery>) => void }) {
  const t = useTranslations('OffersPage');
  const ts = useTranslations('OfferStatus');
  return (
    <>
      <StatusFilter
        statuses={offerDisplayStatuses}
        labelOf={ts}
        value={query.status}
        onChange={(status) => patch({ status })}
        testId="status-filter"
      />
      <CustomerFilter value={query.customerId} onChange={(customerId) => patch({ customerId })} />
      <DateRangeFilter
        aria-label={t('dateRange')}
        style={{ flex: '0 1 260px' }}
        value={{ from: query.dateFrom, to: query.dateTo }}
        onChange={({ from, to }) => patch({ dateFrom: from, dateTo: to })}
      />
    </>
  );
}

/** /tenant/offers: number, customer and subject search; status, customer and date filters; totals in ₺. */
export function OffersScreen() {
  const t = useTranslations('OffersPage');
  const router = useRouter();
  const open = (id: string) => router.push(detailPath('offers', id));
  return (
    <ResourceListScreen<OfferListItem, ListOffersQuery, Offer>
      resource={offerResource}
      namespace="OffersPage"
      testId="offers-page"
      itemLabel={(o) => o.number}
      columns={[
        numberColumn(t('number'), (id) => detailPath('offers', id)),
        { key: 'customer', title: t('customer'), render: (o) => o.customerName },
        { key: 'subject', title: t('subject'), hideBelow: 'md', render: (o) => o.subject },
        { key: 'offerDate', title: t('offerDate'), sortField: 'offerDate', render: (o) => formatDate(o.offerDate) },
        { key: 'validUntil', title: t('validUntil'), hideBelow: 'lg', render: (o) => formatDate(o.validUntil) },
        { key: 'status', title: t('status'), render: (o) => <OfferStatusTag status={o.status} /> },
        {
          key: 'grandTotal',
          title: t('grandTotal'),
          sortField: 'grandTotal',
          align: 'right',
          render: (o) => formatMoneyTr(o.grandTotal, o.currency),
        },
      ]}
      filters={({ query, patch }) => <OfferFilters query={query} patch={patch} />}
      canEdit={(o) => o.status === 'draft'}
      canDelete={(o) => o.status === 'draft'}
      loadForEdit={(o) => offerResource.get(o.id)}
      preloadForm={loadForm}
      form={(record, close) => (
        <OfferForm record={record} onClose={close} onSaved={(saved) => (record ? undefined : open(saved.id))} />
      )}
    />
  );
}
