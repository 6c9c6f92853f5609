'use client';

import { Segmented, Typography } from 'antd';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilterSelect, PriorityFilter, StatusFilter } from '@/components/ui/filter-select';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import type { ListQueryState } from '@/components/ui/use-list-query';
import { workOrderResource } from '@/lib/api-client/work-order-resources';
import { detailPath } from '@/lib/modules/module-links';
import type { ListWorkOrdersQuery, WorkOrder, WorkOrderListItem } from '@/lib/schemas/work-orders';
import { workOrderStatuses } from '@/lib/schemas/values/work-orders';
import { formatDateTime, localDayOf, localDayStartIso } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { useWorkOrderAssignees, WorkOrderStatusTag } from './work-order-parts';
import { lazyComponent } from '@/components/ui/lazy';
import { CustomerFilter } from '@/components/documents/customer-picker';
import { numberColumn } from '@/components/documents/number-column';

const loadForm = () => import('./work-order-form');
const WorkOrderForm = lazyComponent(() => loadForm().then((m) => m.WorkOrderForm));
const WorkOrderCalendar = lazyComponent(() => import('./work-order-calendar').then((m) => m.WorkOrderCalendar));

function Filters({ query, patch }: ListQueryState<ListWorkOrdersQuery>) {
  const t = useTranslations('WorkOrdersPage');
  const ts = useTranslations('WorkOrderStatuses');
  const assignees = useWorkOrderAssignees();
  return (
    <>
      <StatusFilter
        statuses={workOrderStatuses}
        labelOf={ts}
        value={query.status}
        onChange={(status) => patch({ status })}
      />
      <PriorityFilter value={query.priority} onChange={(priority) => patch({ priority })} />
      <FilterSelect
        label={t('assignee')}
        placeholder={t('allAssignees')}
        width={180}
        value={query.assigneeId}
        onChange={(assigneeId) => patch({ assigneeId })}
        options={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
      />
      <CustomerFilter value={query.customerId} onChange={(customerId) => patch({ customerId })} />
      <DateRangeFilter
        aria-label={t('plannedRange')}
        style={{ flex: '0 1 260px' }}
        value={query.from && query.to ? { from: localDayOf(query.from), to: localDayOf(query.to, -1) } : {}}
        onChange={({ from, to }) =>
          patch(
            from && to
              ? { from: localDayStartIso(from), to: localDayStartIso(to, 1) }
              : { from: undefined, to: undefined },
          )
        }
      />
    </>
  );
}

/** /tenant/work-orders: the paged list with filters, or a week calendar by assignee. */
export function WorkOrdersScreen() {
  const t = useTranslations('WorkOrdersPage');
  const [mode, setMode] = useState<'list' | 'calendar'>('list');
  return (
    <ResourceListScreen<WorkOrderListItem, ListWorkOrdersQuery, WorkOrder>
      resource={workOrderResource}
      namespace="WorkOrdersPage"
      testId="work-orders-page"
      itemLabel={(w) => w.number}
      columns={[
        numberColumn(t('number'), (id) => detailPath('work-orders', id)),
        {
          key: 'title',
          title: t('workTitle'),
          render: (w) => (
            <span>
              <Typography.Text strong>{w.title}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{w.customerName}</Typography.Text>
            </span>
          ),
        },
        { key: 'status', title: t('status'), render: (w) => <WorkOrderStatusTag status={w.status} /> },
        {
          key: 'plannedStart',
          title: t('plannedStart'),
          sortField: 'plannedStart',
          hideBelow: 'md',
          render: (w) => formatDateTime(w.plannedStart) || '—',
        },
        {
          key: 'assignees',
          title: t('assignees'),
          hideBelow: 'md',
          render: (w) => w.assignees.map((a) => a.name).join(', ') || '—',
        },
        {
          key: 'total',
          title: t('amount'),
          align: 'right',
          hideBelow: 'lg',
          render: (w) => formatMoneyTr(w.grandTotal, w.currency),
        },
      ]}
      filters={(state) => (
        <>
          <Filters {...state} />
          <Segmented
            aria-label={t('layout')}
            value={mode}
            onChange={(m) => setMode(m as 'list' | 'calendar')}
            options={[
              { value: 'list', label: t('list') },
              { value: 'calendar', label: t('calendar') },
            ]}
          />
        </>
      )}
      body={({ query }) => (mode === 'calendar' ? <WorkOrderCalendar query={query} /> : null)}
      preloadForm={loadForm}
      loadForEdit={(w) => workOrderResource.get(w.id)}
      form={(record, close) => <WorkOrderForm record={record} onClose={close} />}
    />
  );
}
