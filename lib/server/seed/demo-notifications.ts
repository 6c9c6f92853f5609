import 'server-only';

import { and, desc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { detailPath, modulePath } from '@/lib/modules/module-links';
import type { NotificationKind } from '@/lib/schemas/notifications';
import { formatMoneyTr } from '@/lib/utils/decimal';
import type { Db } from '../db/client';
import {
  customers,
  invoices,
  notifications,
  offers,
  tasks,
  workOrderAssignees,
  workOrders,
  type NewNotificationRow,
} from '../db/schema';
import { paymentStatusSql } from '../services/invoices/read';

/** The specification's demo inbox: 50 items for the tenant owner, newest first 47 minutes apart. */
const OWNER_DEMO_COUNT = 50;
/** The portal account's unread demo news: the specification's Customer header badge of 8. */
export const PORTAL_DEMO_UNREAD = 8;

/**
 * Demo notifications made from the demo's own records, each saying what the data says: an offer
 * 'kabul edildi' only when it is accepted (with its own customer), 'vadesi geçti' only for an
 * overdue invoice, 'size atandı' only for the owner's own work orders and tasks. 50 for owner@teknik
 * (every third read, as the specification's demo had them; the few true events repeat, older) and
 * musteri@'s portal news, the newest 8 unread. The overdue demo invoices are stamped as told, since
 * the owner's 50 already include them.
 */
export async function seedDemoNotifications(
  db: Db,
  opts: { tenantId: string; ownerId: string; portalUserId: string; portalCustomerId: string },
) {
  const { tenantId } = opts;
  const [offerRows, invoiceRows, orderRows, ownerOrderIds, taskRows] = await Promise.all([
    db
      .select({ offer: offers, customerName: customers.name })
      .from(offers)
      .innerJoin(customers, eq(customers.id, offers.customerId))
      .where(and(eq(offers.tenantId, tenantId), ne(offers.status, 'draft')))
      .orderBy(desc(offers.offerDate)),
    db
      .select({ row: invoices, paymentStatus: paymentStatusSql })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.status, 'issued')))
      .orderBy(desc(invoices.invoiceDate)),
    db.select().from(workOrders).where(eq(workOrders.tenantId, tenantId)),
    db
      .select({ id: workOrderAssignees.workOrderId })
      .from(workOrderAssignees)
      .where(and(eq(workOrderAssignees.tenantId, tenantId), eq(workOrderAssignees.userId, opts.ownerId))),
    db
      .select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, tenantId), eq(tasks.assigneeId, opts.ownerId))),
  ]);
  const decided = offerRows.filter(({ offer }) => offer.status === 'accepted' || offer.status === 'rejected');
  const overdue = invoiceRows.filter((i) => i.paymentStatus === 'overdue');
  const ownerOrders = orderRows.filter((o) => ownerOrderIds.some((a) => a.id === o.id));
  const ownerKinds: (() => Omit<NewNotificationRow, 'tenantId' | 'recipientId'>)[] = [];
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const offerItem = (i: number) => {
    const { offer, customerName } = pick(decided, i);
    return {
      kind: (offer.status === 'accepted' ? 'offer_accepted' : 'offer_rejected') as NotificationKind,
      params: { number: offer.number, customer: customerName },
      link: detailPath('offers', offer.id),
      entityId: offer.id,
    };
  };
  const overdueItem = (i: number) => {
    const { row } = pick(overdue, i);
    return {
      kind: 'invoice_overdue' as const,
      params: { number: row.number ?? '', customer: row.customerName },
      link: detailPath('invoices', row.id),
      entityId: row.id,
    };
  };
  const orderItem = (i: number) => {
    const order = pick(ownerOrders, i);
    return {
      kind: 'work_order_assigned' as const,
      params: { number: order.number, title: order.title },
      link: detailPath('work-orders', order.id),
      entityId: order.id,
    };
  };
  const taskItem = (i: number) => {
    const task = pick(taskRows, i);
    return {
      kind: 'task_assigned' as const,
      params: { title: task.title },
      link: modulePath('tenant-tasks'),
      entityId: task.id,
    };
  };
  const makers = [offerItem, overdueItem, orderItem, taskItem].filter(
    (_, k) => [decided, overdue, ownerOrders, taskRows][k]!.length > 0,
  );
  if (makers.length > 0)
    for (let i = 0; i < OWNER_DEMO_COUNT; i++) ownerKinds.push(() => pick(makers, i)(Math.floor(i / makers.length)));
  const now = Date.now();
  const rows: NewNotificationRow[] = ownerKinds.map((make, index) => ({
    ...make(),
    tenantId,
    recipientId: opts.ownerId,
    createdAt: new Date(now - index * 47 * 60_000),
    readAt: index % 3 === 2 ? new Date(now - index * 47 * 60_000 + 60_000) : null,
  }));

  // musteri@'s portal: the news of every sent offer and issued invoice of Işık Yapı at the time it
  // happened, and of each work order the work-order service has not told it about already.
  const toldOrders = await db
    .select({ id: notifications.entityId })
    .from(notifications)
    .where(and(eq(notifications.recipientId, opts.portalUserId), eq(notifications.kind, 'work_order_status')));
  const mine = <T extends { customerId: string }>(list: T[]) =>
    list.filter((r) => r.customerId === opts.portalCustomerId);
  const portal: (Omit<NewNotificationRow, 'tenantId' | 'recipientId'> & { createdAt: Date })[] = [
    ...mine(offerRows.map(({ offer }) => offer)).map((o) => ({
      kind: 'offer_sent' as const,
      params: { number: o.number },
      link: `/documents/offers/${o.id}`,
      entityId: o.id,
      createdAt: o.sentAt ?? new Date(`${o.offerDate}T09:00:00Z`),
    })),
    ...mine(invoiceRows.map(({ row }) => row)).map((row) => ({
      kind: 'invoice_issued' as const,
      params: { number: row.number ?? '', amount: formatMoneyTr(row.grandTotal, row.currency) },
      link: `/documents/invoices/${row.id}`,
      entityId: row.id,
      createdAt: row.issuedAt ?? new Date(`${row.invoiceDate}T09:00:00Z`),
    })),
    ...mine(orderRows)
      .filter((order) => !toldOrders.some((n) => n.id === order.id))
      .map((order) => ({
        kind: 'work_order_status' as const,
        params: { number: order.number, title: order.title, statusKey: `WorkOrderStatuses.${order.status}` },
        link: '/customer',
        entityId: order.id,
        createdAt: order.updatedAt,
      })),
  ];
  rows.push(...portal.map((item) => ({ ...item, tenantId, recipientId: opts.portalUserId })));
  await db.transaction(async (tx) => {
    await tx.insert(notifications).values(rows);
    // Of all musteri@'s news (the seed's work orders and payments told it too), the newest
    // PORTAL_DEMO_UNREAD stay unread: the Customer header's badge of 8.
    const portalNews = eq(notifications.recipientId, opts.portalUserId);
    const newest = tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(portalNews)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(PORTAL_DEMO_UNREAD);
    await tx
      .update(notifications)
      .set({ readAt: sql`least(now(), ${notifications.createdAt} + interval '1 hour')` })
      .where(and(portalNews, isNull(notifications.readAt), notInArray(notifications.id, newest)));
    if (overdue.length)
      await tx
        .update(invoices)
        .set({ overdueNotifiedAt: sql`now()` })
        .where(
          inArray(
            invoices.id,
            overdue.map((i) => i.row.id),
          ),
        );
  });
}
