'use client';

import { BellOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CountBadge } from '@/components/ui/badge-and-avatar';
import { useUnreadCount } from '@/lib/api-client/use-unread-count';
import { lazyComponent } from '@/components/ui/lazy';

const PANEL_WIDTH = 'min(380px, calc(100vw - 24px))';

// The list loads with the first opening: most page views never open it.
const NotificationsPanel = lazyComponent(
  () => import('./notification-list').then((m) => m.NotificationsPanel),
  <div style={{ width: PANEL_WIDTH, height: 96, background: '#fff', borderRadius: 8 }} />,
);

/** The tenant header's notifications from the server: the unread count on the bell, the list in a dropdown. */
export function NotificationsDropdown() {
  const t = useTranslations('Notifications');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount('tenant').data ?? 0;

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // On a phone the bell is not at the screen's edge: the popup is pinned inside the viewport by CSS.
      rootClassName="cari-notifications-popup"
      open={open}
      onOpenChange={setOpen}
      popupRender={() => (
        <NotificationsPanel
          area="tenant"
          width={PANEL_WIDTH}
          onOpen={(link) => {
            setOpen(false);
            router.push(link);
          }}
        />
      )}
    >
      <Button
        type="text"
        shape="circle"
        size="large"
        data-testid="notifications-bell"
        data-count={unread}
        aria-label={`${t('title')}, ${t('unread', { count: unread })}`}
      >
        <CountBadge count={unread} testId="notifications-badge">
          <BellOutlined style={{ fontSize: 20 }} />
        </CountBadge>
      </Button>
    </Dropdown>
  );
}
