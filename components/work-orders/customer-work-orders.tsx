'use client';

import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { workOrderResource } from '@/lib/api-client/work-order-resources';
import type { WorkOrderListItem } from '@/lib/schemas/work-orders';
import { formatDateTime } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { WorkOrderStatusTag } from './work-order-parts';

/** A customer's work orders (those the user may see), newest first. */
export function CustomerWorkOrders({ customerId }: { customerId: string }) {
  const t = useTranslations('WorkOrdersPage');
  const tenantId = useTenantId();
  const canView = useCan('work-orders.view');
  const query = { ...workOrderResource.initialQuery, pageSize: 100, customerId };
  const orders = useQuery({ ...workOrderResource.listOptions(tenantId, query), enabled: Boolean(tenantId) && canView });
  if (!canView) return <Typography.Text type="secondary">{t('noAccess')}</Typography.Text>;
  if (orders.isPending) return <Skeleton active />;
  if (orders.isError) return <Alert type="error" showIcon title={t('loadError')} />;
  if (orders.data.items.length === 0) return <Typography.Text type="secondary">{t('customerEmpty')}</Typography.Text>;
  return (
    <Table<WorkOrderListItem>
      data-testid="customer-work-orders"
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={orders.data.items}
      scroll={{ x: 600 }}
      columns={[
        {
          key: 'number',
          title: t('number'),
          render: (_, w) => <NavLink href={`/tenant/work-orders/${w.id}`}>{w.number}</NavLink>,
        },
        { key: 'title', title: t('workTitle'), dataIndex: 'title' },
        { key: 'status', title: t('status'), render: (_, w) => <WorkOrderStatusTag status={w.status} /> },
        { key: 'start', title: t('plannedStart'), render: (_, w) => formatDateTime(w.plannedStart) || '—' },
        { key: 'total', title: t('amount'), align: 'right', render: (_, w) => formatMoneyTr(w.grandTotal, w.currency) },
      ]}
    />
  );
}
