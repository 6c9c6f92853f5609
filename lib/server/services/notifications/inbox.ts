import 'server-only';

import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ListNotificationsQuery, Notification, NotificationPage } from '@/lib/schemas/notifications';
import type { DbOrTx } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { translate, type Lang } from '../../i18n';

/** Whose inbox: the session's user in the session's tenant, never ids from the request. */
export interface InboxOwner {
  tenantId: string;
  userId: string;
  lang: Lang;
}

const mine = (owner: InboxOwner) =>
  and(eq(notifications.recipientId, owner.userId), eq(notifications.tenantId, owner.tenantId));

/** A param named `…Key` holds a message key (a status label) and is shown translated, without the suffix. */
export function notificationParams(params: Record<string, string>, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) =>
      name.endsWith('Key') ? [name.slice(0, -3), translate(lang, value)] : [name, value],
    ),
  );
}

const toNotification = (row: NotificationRow, lang: Lang): Notification => ({
  id: row.id,
  kind: row.kind as Notification['kind'],
  title: translate(lang, `NotificationKinds.${row.kind}.title`, notificationParams(row.params, lang)),
  body: translate(lang, `NotificationKinds.${row.kind}.body`, notificationParams(row.params, lang)),
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The recipient's unread notifications: the badge. */
export async function unreadNotificationCount(db: DbOrTx, owner: InboxOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(owner), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** The cursor is opaque to the client: the last item's exact (microsecond) time and id. */
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(Date.parse(at)))
    throw new AppError(400, 'validation_failed', { fields: { cursor: { key: 'invalidValue' } } });
  return { at, id };
}

/** A page, newest first, after `cursor` (the previous page's last item), with the unread count. */
export async function listNotifications(
  db: DbOrTx,
  owner: InboxOwner,
  query: ListNotificationsQuery,
): Promise<NotificationPage> {
  const from = query.cursor ? decodeCursor(query.cursor) : null;
  const after = from
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${from.at}::timestamptz, ${from.id}::uuid)`
    : undefined;
  const [rows, unreadCount] = await Promise.all([
    db
      .select({ row: notifications, at: sql<string>`${notifications.createdAt}::text` })
      .from(notifications)
      .where(and(mine(owner), after))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.pageSize + 1),
    unreadNotificationCount(db, owner),
  ]);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toNotification(row, owner.lang)),
    nextCursor: rows.length > query.pageSize && last ? encodeCursor(last.at, last.row.id) : null,
    unreadCount,
  };
}

/** Marks one of the recipient's notifications read (again is harmless); another's is 404. */
export async function markNotificationRead(db: DbOrTx, owner: InboxOwner, id: string): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(mine(owner), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!updated.length) throw notFound();
}

export async function markAllNotificationsRead(db: DbOrTx, owner: InboxOwner): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(owner), isNull(notifications.readAt)));
}

/** Deletes one of the recipient's notifications; another's is 404. */
export async function deleteNotification(db: DbOrTx, owner: InboxOwner, id: string): Promise<void> {
  const deleted = await db
    .delete(notifications)
    .where(and(mine(owner), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!deleted.length) throw notFound();
}
