'use client';

import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useInbox } from '@/lib/api-client/use-notifications';
import { NotificationList, NotificationListHeader } from './notification-list';

/** The tenant header's notifications from the server: the unread count on the bell, the list in a dropdown. */
export function NotificationsDropdown() {
  const t = useTranslations('Notifications');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const inbox = useInbox('tenant', { listEnabled: opened });
  const unread = inbox.unreadCount;

  const panel = (
    <div
      data-testid="notifications-panel"
      style={{
        width: 'min(380px, calc(100vw - 24px))',
        background: '#fff',
        borderRadius: 8,
        boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
      }}
    >
      <NotificationListHeader inbox={inbox} />
      <NotificationList
        inbox={inbox}
        maxHeight={420}
        onOpen={(link) => {
          setOpen(false);
          router.push(link);
        }}
      />
    </div>
  );

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // On a phone the bell is not at the screen's edge: the popup is pinned inside the viewport by CSS.
      rootClassName="cari-notifications-popup"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOpened(true);
      }}
      popupRender={() => panel}
    >
      <Button
        type="text"
        shape="circle"
        size="large"
        data-testid="notifications-bell"
        data-count={unread}
        aria-label={`${t('title')}, ${t('unread', { count: unread })}`}
      >
        <Badge count={unread} size="small" data-testid="notifications-badge">
          <BellOutlined style={{ fontSize: 20 }} />
        </Badge>
      </Button>
    </Dropdown>
  );
}
