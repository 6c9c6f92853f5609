import {
  generateNotifications,
  hasMore,
  initNotifications,
  NOTIFICATION_PAGE_SIZE,
  notificationsReducer,
  unreadCount,
  type NotificationsState,
} from './notifications';

const text = (kind: string, n: number) => ({ title: `${kind} ${n}`, description: `about ${kind}` });
const fresh = () => initNotifications(generateNotifications(text, new Date('2026-01-01T12:00:00Z')));

describe('generateNotifications', () => {
  it('builds 50 items with id, title, description, time, icon and read', () => {
    const all = generateNotifications(text, new Date('2026-01-01T12:00:00Z'));
    expect(all).toHaveLength(50);
    expect(new Set(all.map((n) => n.id)).size).toBe(50);
    expect(all[0]).toEqual(
      expect.objectContaining({ id: 1, title: 'offer 50', description: 'about offer', icon: 'offer', read: false }),
    );
    expect(Date.parse(all[0]!.time)).toBeGreaterThan(Date.parse(all[1]!.time));
  });
});

describe('notificationsReducer', () => {
  it('shows the first 10', () => {
    const state = fresh();
    expect(state.items).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(hasMore(state)).toBe(true);
  });

  it('adds 10 more per load until all 50 are shown', () => {
    let state: NotificationsState = fresh();
    for (let page = 2; page <= 5; page++) {
      state = notificationsReducer(state, { type: 'loadMoreStart' });
      expect(state.loadingMore).toBe(true);
      state = notificationsReducer(state, { type: 'loadMoreDone' });
      expect(state.items).toHaveLength(page * 10);
    }
    expect(hasMore(state)).toBe(false);
    expect(notificationsReducer(state, { type: 'loadMoreStart' }).loadingMore).toBe(false);
  });

  it('marks an item as read and lowers the unread count', () => {
    const state = fresh();
    const before = unreadCount(state);
    const target = state.items.find((n) => !n.read)!;
    const next = notificationsReducer(state, { type: 'markRead', id: target.id });
    expect(next.items.find((n) => n.id === target.id)!.read).toBe(true);
    expect(unreadCount(next)).toBe(before - 1);
  });

  it('marks all as read', () => {
    expect(unreadCount(notificationsReducer(fresh(), { type: 'markAllRead' }))).toBe(0);
  });

  it('deletes an item and empties the list', () => {
    let state = fresh();
    const firstId = state.items[0]!.id;
    state = notificationsReducer(state, { type: 'remove', id: firstId });
    expect(state.items.map((n) => n.id)).not.toContain(firstId);
    for (const item of [...state.items]) state = notificationsReducer(state, { type: 'remove', id: item.id });
    expect(state.items).toHaveLength(0);
    expect(unreadCount(state)).toBe(0);
  });
});
