'use client';

import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NavLink } from '@/components/ui/nav-link';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { workOrderResource } from '@/lib/api-client/work-order-resources';
import { detailPath } from '@/lib/modules/module-links';
import { istanbulDay } from '@/lib/utils/dates';
import type { ListWorkOrdersQuery, WorkOrderListItem } from '@/lib/schemas/work-orders';
import { formatDate } from '@/lib/utils/dates';
import { workOrderStatusColors } from './work-order-parts';

const mondayOf = (d: Dayjs) => d.startOf('day').subtract((d.day() + 6) % 7, 'day');
const time = (iso: string) =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/** A week of planned work: one row per assignee, one column per day; a card opens the order. */
export function WorkOrderCalendar({ query }: { query: ListWorkOrdersQuery }) {
  const t = useTranslations('WorkOrdersPage');
  const tenantId = useTenantId();
  const [monday, setMonday] = useState(() => mondayOf(dayjs()));
  const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
  const weekQuery: ListWorkOrdersQuery = {
    ...query,
    pageIndex: 0,
    pageSize: 100,
    sortField: 'plannedStart',
    sortOrder: 'asc',
    from: monday.toISOString(),
    to: monday.add(7, 'day').toISOString(),
  };
  const week = useQuery(workOrderResource.listOptions(tenantId, weekQuery));

  const rows = new Map<string, { name: string; orders: WorkOrderListItem[] }>();
  for (const order of week.data?.items ?? []) {
    const people = order.assignees.length ? order.assignees : [{ id: '', name: t('unassigned') }];
    for (const person of people) {
      const row = rows.get(person.id) ?? { name: person.name, orders: [] };
      row.orders.push(order);
      rows.set(person.id, row);
    }
  }
  const cell = (orders: WorkOrderListItem[], day: Dayjs) =>
    orders
      .filter((o) => o.plannedStart && istanbulDay(o.plannedStart) === day.format('YYYY-MM-DD'))
      .map((o) => (
        <NavLink key={o.id} href={detailPath('work-orders', o.id)}>
          <div
            data-testid="calendar-order"
            style={{ border: '1px solid #e5e7eb', borderRadius: 6, padding: 4, marginBottom: 4, fontSize: 12 }}
          >
            <Tag color={workOrderStatusColors[o.status]} style={{ marginInlineEnd: 4 }}>
              {time(o.plannedStart!)}
            </Tag>
            <Typography.Text strong style={{ fontSize: 12 }}>
              {o.number}
            </Typography.Text>
            <div>{o.title}</div>
          </div>
        </NavLink>
      ));

  return (
    <div data-testid="work-order-calendar">
      <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('previousWeek')}
          onClick={() => setMonday(monday.subtract(7, 'day'))}
        />
        <Button onClick={() => setMonday(mondayOf(dayjs()))}>{t('thisWeek')}</Button>
        <Button icon={<RightOutlined />} aria-label={t('nextWeek')} onClick={() => setMonday(monday.add(7, 'day'))} />
        <Typography.Text strong>
          {formatDate(monday.toDate())} – {formatDate(monday.add(6, 'day').toDate())}
        </Typography.Text>
      </Flex>
      {week.isPending ? (
        <Skeleton active />
      ) : week.isError ? (
        <Alert type="error" showIcon title={t('loadError')} />
      ) : rows.size === 0 ? (
        <Empty description={t('calendarEmpty')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', minWidth: 900, borderCollapse: 'collapse', tableLayout: 'fixed' }}>
            <thead>
              <tr>
                <th style={{ width: 140, textAlign: 'left', padding: 6 }}>{t('assignee')}</th>
                {days.map((d) => (
                  <th key={d.toISOString()} style={{ textAlign: 'left', padding: 6, borderLeft: '1px solid #f0f0f0' }}>
                    {t(`weekdays.${(d.day() + 6) % 7}` as 'weekdays.0')} {d.format('DD.MM')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...rows.entries()].map(([id, row]) => (
                <tr key={id || 'none'} style={{ borderTop: '1px solid #f0f0f0', verticalAlign: 'top' }}>
                  <td style={{ padding: 6 }}>
                    <Typography.Text strong>{row.name}</Typography.Text>
                  </td>
                  {days.map((d) => (
                    <td key={d.toISOString()} style={{ padding: 4, borderLeft: '1px solid #f0f0f0' }}>
                      {cell(row.orders, d)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
