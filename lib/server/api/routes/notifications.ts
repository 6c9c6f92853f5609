import 'server-only';

import { Hono } from 'hono';
import { okSchema } from '@/lib/schemas/common';
import { listNotificationsQuerySchema, notificationPageSchema, unreadCountSchema } from '@/lib/schemas/notifications';
import { forbidden } from '../../errors';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
  type InboxOwner,
} from '../../services/notifications/inbox';
import type { AppContext, AppEnv } from '../context';
import { validate } from '../middleware';
import { doc } from '../route-doc';
import { idParam } from './tenant/helpers';

/** The signed-in account's own inbox: its user id and tenant come from the session. */
const ownerOf = (c: AppContext): InboxOwner => {
  const { user } = c.var.auth;
  if (!user.tenantId) throw forbidden();
  return { tenantId: user.tenantId, userId: user.id, lang: c.var.lang };
};

/**
 * The notification routes of one area (mounted at /api/tenant/Notifications and
 * /api/customer/Notifications, each behind its area's account type). No module permission: every
 * account reads, marks and deletes only its own notifications; another's id answers 404.
 */
export function notificationRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get(
    '/',
    doc({
      summary: 'Own notifications, newest first, 10 a page by default; `cursor` from the previous page',
      response: notificationPageSchema,
    }),
    validate('query', listNotificationsQuerySchema),
    async (c) => c.json({ data: await listNotifications(c.var.db, ownerOf(c), c.req.valid('query')) }),
  );

  routes.get('/unread-count', doc({ summary: 'The badge', response: unreadCountSchema }), async (c) =>
    c.json({ data: { unreadCount: await unreadNotificationCount(c.var.db, ownerOf(c)) } }),
  );

  routes.post('/read-all', doc({ summary: 'Mark all read', response: okSchema }), async (c) => {
    await markAllNotificationsRead(c.var.db, ownerOf(c));
    return c.json({ data: { ok: true } });
  });

  routes.post('/:id/read', doc({ summary: 'Mark one read', response: okSchema }), async (c) => {
    await markNotificationRead(c.var.db, ownerOf(c), idParam(c));
    return c.json({ data: { ok: true } });
  });

  routes.delete('/:id', doc({ summary: 'Delete one', response: okSchema }), async (c) => {
    await deleteNotification(c.var.db, ownerOf(c), idParam(c));
    return c.json({ data: { ok: true } });
  });

  return routes;
}
