'use client';

import { useQuery } from '@tanstack/react-query';
import { backofficeKeys } from './backoffice-keys';
import { useSessionUser } from './hooks';
import { fetchPendingCount } from './backoffice-requests';
import { UNREAD_POLL_MS } from './notifications';

/**
 * The Backoffice header's badge: the accounts awaiting activation, polled every minute while the
 * tab is visible, as the inboxes' unread counts are. The page brings the first count.
 */
export function usePendingCount() {
  const signedIn = Boolean(useSessionUser());
  return useQuery({
    queryKey: backofficeKeys.pendingCount(),
    queryFn: fetchPendingCount,
    enabled: signedIn,
    staleTime: UNREAD_POLL_MS,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
