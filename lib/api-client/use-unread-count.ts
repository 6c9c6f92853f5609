'use client';

import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from './hooks';
import { fetchUnreadCount, notificationKeys, UNREAD_POLL_MS, type InboxArea } from './notifications';

/**
 * The inbox's unread count, polled every minute while the tab is visible. The header's bell needs
 * only this; the list and its actions (useInbox) load with the panel.
 */
export function useUnreadCount(area: InboxArea) {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({
    queryKey: notificationKeys.unread(area, userId),
    queryFn: () => fetchUnreadCount(area),
    enabled: Boolean(userId),
    // the page brings the first count; the next one is due at the first poll
    staleTime: UNREAD_POLL_MS,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
