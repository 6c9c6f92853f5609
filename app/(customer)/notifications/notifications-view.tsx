'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { NotificationList, NotificationListHeader } from '@/components/shell/notification-list';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { useInbox } from '@/lib/api-client/use-notifications';

/** The portal's notifications: the same list and behaviours as the tenant header's dropdown. */
export function NotificationsView() {
  const t = useTranslations('CustomerPages');
  const router = useRouter();
  const inbox = useInbox('customer');
  return (
    <div data-testid="portal-notifications">
      <PageHeader title={t('notifications')} />
      <Panel padding={0}>
        <NotificationListHeader inbox={inbox} />
        <NotificationList inbox={inbox} onOpen={(link) => router.push(link)} />
      </Panel>
    </div>
  );
}
