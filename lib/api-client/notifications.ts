import type { NotificationPage } from '@/lib/schemas/notifications';
import { api } from './client';
import { lazySchema, parseData } from './envelope';

const schemas = () => import('@/lib/schemas/notifications');
const notificationPageSchema = lazySchema(() => schemas().then((m) => m.notificationPageSchema));
const unreadCountSchema = lazySchema(() => schemas().then((m) => m.unreadCountSchema));
const okSchema = lazySchema(() => import('@/lib/schemas/common').then((m) => m.okSchema));

/** Whose inbox: the tenant header's or the portal's; each reads its own area's API. */
export type InboxArea = 'tenant' | 'customer';

/**
 * How often the badge asks for the unread count while the tab is visible (react-query pauses
 * interval refetches in a hidden tab). Polling over server-sent events: one cheap indexed count
 * per minute works through any proxy and on many stateless instances without a pub/sub.
 */
export const UNREAD_POLL_MS = 60_000;

export const notificationKeys = {
  all: (area: InboxArea, userId: string) => [area, userId, 'notifications'] as const,
  list: (area: InboxArea, userId: string) => [...notificationKeys.all(area, userId), 'list'] as const,
  unread: (area: InboxArea, userId: string) => [...notificationKeys.all(area, userId), 'unread'] as const,
};

const base = (area: InboxArea) => `${area}/Notifications`;

export const fetchNotifications = (area: InboxArea, cursor: string | null): Promise<NotificationPage> =>
  parseData(api.get(base(area), { searchParams: cursor ? { cursor } : {} }).json(), notificationPageSchema);
export const fetchUnreadCount = async (area: InboxArea) =>
  (await parseData(api.get(`${base(area)}/unread-count`).json(), unreadCountSchema)).unreadCount;
export const markNotificationRead = (area: InboxArea, id: string) =>
  parseData(api.post(`${base(area)}/${id}/read`).json(), okSchema);
export const markAllNotificationsRead = (area: InboxArea) =>
  parseData(api.post(`${base(area)}/read-all`).json(), okSchema);
export const deleteNotification = (area: InboxArea, id: string) =>
  parseData(api.delete(`${base(area)}/${id}`).json(), okSchema);
