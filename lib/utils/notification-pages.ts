import type { Notification, NotificationPage } from '@/lib/schemas/notifications';

/** The inbox as react-query's infinite query holds it: the pages loaded so far. */
export interface InboxPages {
  pages: NotificationPage[];
  pageParams: unknown[];
}

const mapItems = (data: InboxPages, map: (items: Notification[]) => Notification[]): InboxPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, items: map(page.items) })),
});

/** The loaded pages with one item shown read (before the server answers). */
export const markReadInPages = (data: InboxPages, id: string) =>
  mapItems(data, (items) => items.map((item) => (item.id === id ? { ...item, read: true } : item)));

export const markAllReadInPages = (data: InboxPages) =>
  mapItems(data, (items) => items.map((item) => (item.read ? item : { ...item, read: true })));

export const removeFromPages = (data: InboxPages, id: string) =>
  mapItems(data, (items) => items.filter((item) => item.id !== id));

export const loadedItems = (data: InboxPages | undefined) => data?.pages.flatMap((page) => page.items) ?? [];
