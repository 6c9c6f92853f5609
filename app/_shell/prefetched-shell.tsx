import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { areaForAccountType, areaHome, type Area } from '@/components/shell/areas';
import { backofficeKeys } from '@/lib/api-client/backoffice-keys';
import { notificationKeys } from '@/lib/api-client/notifications';
import { accountKeys, brandingKeys, menuKeys } from '@/lib/api-client/query-keys';
import { isPhoneRequest } from '@/lib/utils/phone-request';
import {
  currentBranding,
  currentMenu,
  currentPendingAccountCount,
  currentUnreadCount,
  currentUser,
} from '@/lib/server/page-context';

/**
 * Layout glue shared by the area layouts: the current user (and a tenant's menu) are read on the
 * server and handed to react-query under the client's keys, so the first HTML is the real shell
 * (with the notification badge's count). A phone's request gets the phone layout from the start.
 * Without a session the client gate takes over (spinner, 403, logout to /auth/login).
 */
export async function PrefetchedShell({ area, children }: { area?: Area; children: ReactNode }) {
  const user = await currentUser();
  const queryClient = new QueryClient();
  if (user) {
    const userArea = areaForAccountType(user.accountTypeId);
    if (area && userArea && userArea !== area) redirect(areaHome[userArea]);
    queryClient.setQueryData(accountKeys.current(), user);
    if (userArea === 'tenant' || userArea === 'customer') {
      // The sidebar's logo (and the portal's company card) render with the first HTML: no request on load.
      const branding = await currentBranding();
      if (branding) queryClient.setQueryData(brandingKeys.current(), branding);
    }
    // The header's badge is on every page of the three areas: its first count comes with the page
    // and the client polls from there (no request on load).
    if (userArea === 'tenant') {
      const [menu, unread] = await Promise.allSettled([currentMenu(), currentUnreadCount()]);
      if (menu.status === 'fulfilled' && menu.value)
        queryClient.setQueryData(menuKeys.list(menu.value.lang), menu.value.menu);
      // the client fetches the menu itself ('Menüler yükleniyor...')
      else if (menu.status === 'rejected') console.error('menu prefetch failed', menu.reason);
      if (unread.status === 'fulfilled' && unread.value !== null)
        queryClient.setQueryData(notificationKeys.unread('tenant', user.id), unread.value);
    }
    if (userArea === 'customer') {
      const unread = await currentUnreadCount();
      if (unread !== null) queryClient.setQueryData(notificationKeys.unread('customer', user.id), unread);
    }
    if (userArea === 'backoffice') {
      const pending = await currentPendingAccountCount();
      if (pending !== null) queryClient.setQueryData(backofficeKeys.pendingCount(), pending);
    }
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <AppShell area={area} phone={isPhoneRequest(await headers())}>
        {children}
      </AppShell>
    </HydrationBoundary>
  );
}
