'use client';

import { Empty, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/ui/nav-link';
import { offerResource } from '@/lib/api-client/offer-resources';
import { useCan } from '@/lib/api-client/use-permissions';
import { useResourceList } from '@/lib/api-client/use-resource';
import type { OfferListItem } from '@/lib/schemas/offers';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { OfferStatusTag } from './offer-status-tag';

/** The Offers tab of a customer: that customer's offers, newest first, each linking to its page. */
export function CustomerOffers({ customerId }: { customerId: string }) {
  const t = useTranslations('OffersPage');
  if (!useCan('offers.view')) return <Empty description={t('noAccess')} />;
  return <CustomerOffersTable customerId={customerId} />;
}

function CustomerOffersTable({ customerId }: { customerId: string }) {
  const t = useTranslations('OffersPage');
  const [pageIndex, setPageIndex] = useState(0);
  const query = { pageIndex, pageSize: 10, sortField: 'offerDate', sortOrder: 'desc', customerId } as const;
  const list = useResourceList(offerResource, query);
  return (
    <Table<OfferListItem>
      rowKey="id"
      size="small"
      data-testid="customer-offers"
      loading={list.isFetching}
      dataSource={list.data?.items ?? []}
      locale={{ emptyText: <Empty description={t('emptyForCustomer')} /> }}
      pagination={{
        current: pageIndex + 1,
        pageSize: 10,
        total: list.data?.totalCount ?? 0,
        onChange: (page) => setPageIndex(page - 1),
      }}
      columns={[
        {
          key: 'number',
          title: t('number'),
          render: (_, o) => (
            <NavLink href={`/tenant/offers/${o.id}`}>
              <Typography.Text strong>{o.number}</Typography.Text>
            </NavLink>
          ),
        },
        { key: 'subject', title: t('subject'), render: (_, o) => o.subject },
        { key: 'offerDate', title: t('offerDate'), render: (_, o) => formatDate(o.offerDate) },
        { key: 'status', title: t('status'), render: (_, o) => <OfferStatusTag status={o.status} /> },
        {
          key: 'grandTotal',
          title: t('grandTotal'),
          align: 'right',
          render: (_, o) => formatMoneyTr(o.grandTotal, o.currency),
        },
      ]}
    />
  );
}
