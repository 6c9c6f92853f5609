import type { Notification } from '@/lib/schemas/notifications';
import { loadedItems, markAllReadInPages, markReadInPages, removeFromPages } from './notification-pages';

const item = (id: string, read = false): Notification => ({
  id,
  kind: 'task_assigned',
  title: `Görev ${id}`,
  body: '',
  link: null,
  read,
  createdAt: '2026-11-23T10:00:00.000Z',
});
const data = {
  pages: [
    { items: [item('a'), item('b', true)], nextCursor: 'x', unreadCount: 2 },
    { items: [item('c')], nextCursor: null, unreadCount: 2 },
  ],
  pageParams: [null, 'x'],
};

describe('notification pages', () => {
  it('marks one item read on whichever page it is', () => {
    const next = markReadInPages(data, 'c');
    expect(loadedItems(next).map((n) => n.read)).toEqual([false, true, true]);
    expect(loadedItems(data).map((n) => n.read)).toEqual([false, true, false]);
  });

  it('marks every loaded item read', () => {
    expect(loadedItems(markAllReadInPages(data)).every((n) => n.read)).toBe(true);
  });

  it('removes an item and keeps the page cursors', () => {
    const next = removeFromPages(data, 'a');
    expect(loadedItems(next).map((n) => n.id)).toEqual(['b', 'c']);
    expect(next.pages.map((p) => p.nextCursor)).toEqual(['x', null]);
  });

  it('has nothing loaded before the first page', () => {
    expect(loadedItems(undefined)).toEqual([]);
  });
});
