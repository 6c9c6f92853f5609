/** The tenant header's demo notifications: generated locally, never from the server. */

export const NOTIFICATION_TOTAL = 50;
export const NOTIFICATION_PAGE_SIZE = 10;
export const LOAD_MORE_DELAY_MS = 1000;

export const notificationKinds = ['offer', 'invoice', 'payment', 'task', 'customer'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface DemoNotification {
  id: number;
  title: string;
  description: string;
  /** ISO timestamp */
  time: string;
  icon: NotificationKind;
  read: boolean;
}

export type NotificationText = (kind: NotificationKind, n: number) => { title: string; description: string };

/** Builds the 50 demo items, newest first, every third one already read. */
export function generateNotifications(
  text: NotificationText,
  now: Date,
  total = NOTIFICATION_TOTAL,
): DemoNotification[] {
  return Array.from({ length: total }, (_, index) => {
    const kind = notificationKinds[index % notificationKinds.length]!;
    const n = total - index;
    return {
      id: index + 1,
      ...text(kind, n),
      time: new Date(now.getTime() - index * 47 * 60_000).toISOString(),
      icon: kind,
      read: index % 3 === 2,
    };
  });
}

export interface NotificationsState {
  /** items not yet loaded into the list */
  pending: DemoNotification[];
  /** items shown in the list */
  items: DemoNotification[];
  loadingMore: boolean;
}

export type NotificationsAction =
  | { type: 'loadMoreStart' }
  | { type: 'loadMoreDone' }
  | { type: 'markRead'; id: number }
  | { type: 'markAllRead' }
  | { type: 'remove'; id: number };

export function initNotifications(all: DemoNotification[], pageSize = NOTIFICATION_PAGE_SIZE): NotificationsState {
  return { items: all.slice(0, pageSize), pending: all.slice(pageSize), loadingMore: false };
}

export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'loadMoreStart':
      return state.pending.length === 0 ? state : { ...state, loadingMore: true };
    case 'loadMoreDone':
      return {
        items: [...state.items, ...state.pending.slice(0, NOTIFICATION_PAGE_SIZE)],
        pending: state.pending.slice(NOTIFICATION_PAGE_SIZE),
        loadingMore: false,
      };
    case 'markRead':
      return { ...state, items: state.items.map((item) => (item.id === action.id ? { ...item, read: true } : item)) };
    case 'markAllRead':
      return { ...state, items: state.items.map((item) => (item.read ? item : { ...item, read: true })) };
    case 'remove':
      return { ...state, items: state.items.filter((item) => item.id !== action.id) };
    default:
      return state;
  }
}

/** The badge count: unread items among those loaded into the list. */
export function unreadCount(state: NotificationsState): number {
  return state.items.reduce((count, item) => count + (item.read ? 0 : 1), 0);
}

export function hasMore(state: NotificationsState): boolean {
  return state.pending.length > 0;
}
