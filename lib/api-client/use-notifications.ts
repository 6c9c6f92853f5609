'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  loadedItems,
  markAllReadInPages,
  markReadInPages,
  removeFromPages,
  type InboxPages,
} from '@/lib/utils/notification-pages';
import { useSessionUser } from './hooks';
import {
  deleteNotification,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  type InboxArea,
} from './notifications';
import { useUnreadCount } from './use-unread-count';

/**
 * The signed-in account's inbox: pages of 10 ('Daha Fazla Yükle' loads the next), the unread
 * count polled every minute while the tab is visible (a rise reloads the list), and read /
 * read-all / delete shown at once and confirmed by the server.
 */
export function useInbox(area: InboxArea) {
  const userId = useSessionUser()?.id ?? '';
  const queryClient = useQueryClient();
  const listKey = notificationKeys.list(area, userId);
  const unreadKey = notificationKeys.unread(area, userId);

  const unread = useUnreadCount(area);
  const list = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => fetchNotifications(area, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(userId),
  });

  // A new notification arrived between polls: show it without a reload.
  const lastCount = useRef<number | undefined>(undefined);
  useEffect(() => {
    const count = unread.data;
    if (count !== undefined && lastCount.current !== undefined && count > lastCount.current)
      void queryClient.invalidateQueries({ queryKey: listKey });
    lastCount.current = count;
  }, [unread.data, queryClient, listKey]);

  const unreadOf = (data: InboxPages, id?: string) =>
    loadedItems(data).filter((n) => !n.read && (id === undefined || n.id === id)).length;

  /** Shows a change at once (list and badge) and puts it back if the server refuses it. */
  const optimistic = <V>(
    change: (data: InboxPages, v: V) => InboxPages,
    newlyRead: (data: InboxPages, v: V) => number,
  ) => ({
    onMutate: async (v: V) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all(area, userId) });
      const before = queryClient.getQueryData<InboxPages>(listKey);
      const count = queryClient.getQueryData<number>(unreadKey);
      if (before) {
        queryClient.setQueryData(listKey, change(before, v));
        if (count !== undefined) queryClient.setQueryData(unreadKey, Math.max(0, count - newlyRead(before, v)));
      }
      return { before, count };
    },
    onError: (_e: unknown, _v: V, ctx?: { before?: InboxPages; count?: number }) => {
      if (ctx?.before) queryClient.setQueryData(listKey, ctx.before);
      if (ctx?.count !== undefined) queryClient.setQueryData(unreadKey, ctx.count);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadKey }),
  });

  const markRead = useMutation({
    mutationFn: (id: string) => markNotificationRead(area, id),
    ...optimistic(markReadInPages, unreadOf),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteNotification(area, id),
    ...optimistic(removeFromPages, unreadOf),
  });
  // Everything is read afterwards, loaded or not: the badge goes to 0.
  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead(area),
    ...optimistic<void>(markAllReadInPages, () => Number.MAX_SAFE_INTEGER),
  });

  return {
    items: loadedItems(list.data),
    unreadCount: unread.data ?? list.data?.pages[0]?.unreadCount ?? 0,
    isLoading: list.isPending && Boolean(userId),
    isError: list.isError,
    refetch: () => list.refetch(),
    hasMore: Boolean(list.hasNextPage),
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    markRead: (id: string) => markRead.mutate(id),
    remove: (id: string) => remove.mutate(id),
    markAllRead: () => markAll.mutate(),
  };
}
