import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notificationKeys } from '@/lib/api-client/notifications';
import { listNotifications } from '@/lib/server/services/notifications/inbox';
import { CustomerPageGate, type CustomerPrefetch } from '../_access/customer-page-gate';
import { NotificationsView } from './notifications-view';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('CustomerPages'))('notifications'),
});

// The first page and the badge, under the client's keys, in the page's language.
const prefetch: CustomerPrefetch = async (queryClient, { db, scope }) => {
  const lang = (await getLocale()) === 'en' ? 'en' : 'tr';
  const page = await listNotifications(db, { tenantId: scope.tenantId, userId: scope.userId, lang }, { pageSize: 10 });
  queryClient.setQueryData(notificationKeys.list('customer', scope.userId), { pages: [page], pageParams: [null] });
  queryClient.setQueryData(notificationKeys.unread('customer', scope.userId), page.unreadCount);
};

/** /notifications: the portal account's notifications, newest first, 10 at a time. */
function CustomerNotificationsPage() {
  return (
    <CustomerPageGate prefetch={prefetch}>
      <NotificationsView />
    </CustomerPageGate>
  );
}

export default withPageMessages('/notifications', CustomerNotificationsPage);
