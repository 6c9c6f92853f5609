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
import { describeRoute } from '../openapi-registry';
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
export function notificationRoutes(base: string, tag: string) {
  const routes = new Hono<AppEnv>();

  describeRoute({
    method: 'get',
    path: base,
    summary: 'Own notifications, newest first, 10 a page by default; `cursor` from the previous page',
    tag,
    query: listNotificationsQuerySchema,
    response: notificationPageSchema,
  });
  routes.get('/', validate('query', listNotificationsQuerySchema), async (c) =>
    c.json({ data: await listNotifications(c.var.db, ownerOf(c), c.req.valid('query')) }),
  );

  describeRoute({
    method: 'get',
    path: `${base}/unread-count`,
    summary: 'The badge',
    tag,
    response: unreadCountSchema,
  });
  routes.get('/unread-count', async (c) =>
    c.json({ data: { unreadCount: await unreadNotificationCount(c.var.db, ownerOf(c)) } }),
  );

  describeRoute({ method: 'post', path: `${base}/read-all`, summary: 'Mark all read', tag, response: okSchema });
  routes.post('/read-all', async (c) => {
    await markAllNotificationsRead(c.var.db, ownerOf(c));
    return c.json({ data: { ok: true } });
  });

  describeRoute({ method: 'post', path: `${base}/{id}/read`, summary: 'Mark one read', tag, response: okSchema });
  routes.post('/:id/read', async (c) => {
    await markNotificationRead(c.var.db, ownerOf(c), idParam(c));
    return c.json({ data: { ok: true } });
  });

  describeRoute({ method: 'delete', path: `${base}/{id}`, summary: 'Delete one', tag, response: okSchema });
  routes.delete('/:id', async (c) => {
    await deleteNotification(c.var.db, ownerOf(c), idParam(c));
    return c.json({ data: { ok: true } });
  });

  return routes;
}
