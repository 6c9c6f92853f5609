'use client';

import { Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { RelatedList } from '@/components/ui/related-list';
import { offerResource } from '@/lib/api-client/offer-resources';
import { detailPath } from '@/lib/modules/module-links';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { OfferStatusTag } from './offer-status-tag';

/** The Offers tab of a customer: that customer's offers, newest first, each linking to its page. */
export function CustomerOffers({ customerId }: { customerId: string }) {
  const t = useTranslations('OffersPage');
  return (
    <RelatedList
      resource={offerResource}
      filter={{ customerId, sortField: 'offerDate', sortOrder: 'desc' }}
      testId="customer-offers"
      texts={{ label: t('title'), noAccess: t('noAccess'), empty: t('emptyForCustomer') }}
      columns={[
        {
          key: 'number',
          title: t('number'),
          render: (_, o) => (
            <NavLink href={detailPath('offers', o.id)}>
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
