'use client';

import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { RelatedList } from '@/components/ui/related-list';
import { workOrderResource } from '@/lib/api-client/work-order-resources';
import { detailPath } from '@/lib/modules/module-links';
import { formatDateTime } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { WorkOrderStatusTag } from './work-order-parts';

/** A customer's work orders (those the user may see), newest first. */
export function CustomerWorkOrders({ customerId }: { customerId: string }) {
  const t = useTranslations('WorkOrdersPage');
  return (
    <RelatedList
      resource={workOrderResource}
      filter={{ customerId }}
      testId="customer-work-orders"
      texts={{ label: t('title'), noAccess: t('noAccess'), empty: t('customerEmpty') }}
      columns={[
        {
          key: 'number',
          title: t('number'),
          render: (_, w) => <NavLink href={detailPath('work-orders', w.id)}>{w.number}</NavLink>,
        },
        { key: 'title', title: t('workTitle'), dataIndex: 'title' },
        { key: 'status', title: t('status'), render: (_, w) => <WorkOrderStatusTag status={w.status} /> },
        { key: 'start', title: t('plannedStart'), render: (_, w) => formatDateTime(w.plannedStart) || '—' },
        { key: 'total', title: t('amount'), align: 'right', render: (_, w) => formatMoneyTr(w.grandTotal, w.currency) },
      ]}
    />
  );
}
