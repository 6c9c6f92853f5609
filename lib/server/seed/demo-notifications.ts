import 'server-only';

import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { NotificationKind } from '@/lib/schemas/notifications';
import { formatMoneyTr } from '@/lib/utils/decimal';
import type { Db } from '../db/client';
import { invoices, notifications, offers, tasks, workOrders, type NewNotificationRow } from '../db/schema';
import { paymentStatusSql } from '../services/invoices/read';

/** The specification's demo inbox: 50 items for the tenant owner, newest first 47 minutes apart. */
const OWNER_DEMO_COUNT = 50;

/**
 * Demo notifications made from the demo's own records: 50 for owner@teknik (every third read, as
 * the specification's demo had them) and a few for musteri@'s portal. The overdue demo invoices are
 * stamped as told, since the owner's 50 already include them.
 */
export async function seedDemoNotifications(
  db: Db,
  opts: { tenantId: string; ownerId: string; portalUserId: string; portalCustomerId: string },
) {
  const { tenantId } = opts;
  const [offerRows, invoiceRows, orderRows, taskRows] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), ne(offers.status, 'draft'))),
    db
      .select({ row: invoices, paymentStatus: paymentStatusSql })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.status, 'issued')))
      .orderBy(desc(invoices.invoiceDate)),
    db.select().from(workOrders).where(eq(workOrders.tenantId, tenantId)),
    db.select().from(tasks).where(eq(tasks.tenantId, tenantId)),
  ]);
  const ownerKinds: (() => Omit<NewNotificationRow, 'tenantId' | 'recipientId'>)[] = [];
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const offerItem = (i: number) => {
    const offer = pick(offerRows, i);
    const kind: NotificationKind = i % 2 ? 'offer_rejected' : 'offer_accepted';
    return {
      kind,
      params: { number: offer.number, customer: 'Işık Yapı' },
      link: `/tenant/offers/${offer.id}`,
      entityId: offer.id,
    };
  };
  const overdueItem = (i: number) => {
    const { row } = pick(invoiceRows, i);
    return {
      kind: 'invoice_overdue' as const,
      params: { number: row.number ?? '', customer: row.customerName },
      link: `/tenant/finance/invoices/${row.id}`,
      entityId: row.id,
    };
  };
  const orderItem = (i: number) => {
    const order = pick(orderRows, i);
    return {
      kind: 'work_order_assigned' as const,
      params: { number: order.number, title: order.title },
      link: `/tenant/work-orders/${order.id}`,
      entityId: order.id,
    };
  };
  const taskItem = (i: number) => {
    const task = pick(taskRows, i);
    return { kind: 'task_assigned' as const, params: { title: task.title }, link: '/tenant/tasks', entityId: task.id };
  };
  const makers = [offerItem, overdueItem, orderItem, taskItem].filter(
    (_, k) => [offerRows, invoiceRows, orderRows, taskRows][k]!.length > 0,
  );
  for (let i = 0; i < OWNER_DEMO_COUNT; i++) ownerKinds.push(() => pick(makers, i)(Math.floor(i / makers.length)));
  const now = Date.now();
  const rows: NewNotificationRow[] = ownerKinds.map((make, index) => ({
    ...make(),
    tenantId,
    recipientId: opts.ownerId,
    createdAt: new Date(now - index * 47 * 60_000),
    readAt: index % 3 === 2 ? new Date(now - index * 47 * 60_000 + 60_000) : null,
  }));

  const portalOffers = offerRows.filter((o) => o.customerId === opts.portalCustomerId && o.status === 'sent');
  const portalInvoices = invoiceRows.filter(({ row }) => row.customerId === opts.portalCustomerId).slice(0, 2);
  const portalOrder = orderRows.find((o) => o.customerId === opts.portalCustomerId);
  const portal: Omit<NewNotificationRow, 'tenantId' | 'recipientId'>[] = [
    ...portalOffers.map((o) => ({
      kind: 'offer_sent',
      params: { number: o.number },
      link: `/documents/offers/${o.id}`,
      entityId: o.id,
    })),
    ...portalInvoices.map(({ row }) => ({
      kind: 'invoice_issued',
      params: { number: row.number ?? '', amount: formatMoneyTr(row.grandTotal, row.currency) },
      link: `/documents/invoices/${row.id}`,
      entityId: row.id,
    })),
    ...(portalOrder
      ? [
          {
            kind: 'work_order_status',
            params: { number: portalOrder.number, title: portalOrder.title, statusKey: 'WorkOrderStatuses.planned' },
            link: '/customer',
            entityId: portalOrder.id,
          },
        ]
      : []),
  ];
  rows.push(
    ...portal.map((item, index) => ({
      ...item,
      tenantId,
      recipientId: opts.portalUserId,
      createdAt: new Date(now - (index + 1) * 3 * 3_600_000),
      readAt: index >= 2 ? new Date(now - index * 3_600_000) : null,
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(notifications).values(rows);
    const overdue = invoiceRows.filter((i) => i.paymentStatus === 'overdue').map((i) => i.row.id);
    if (overdue.length)
      await tx
        .update(invoices)
        .set({ overdueNotifiedAt: sql`now()` })
        .where(inArray(invoices.id, overdue));
  });
}
