'use client';

import {
  CheckOutlined,
  CreditCardOutlined,
  DeleteOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  ScheduleOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Button, Empty, Spin, Tooltip, Typography } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import type { NotificationKind } from '@/lib/schemas/notifications';
import type { InboxArea } from '@/lib/api-client/notifications';
import { useInbox } from '@/lib/api-client/use-notifications';
import { useTickingNow } from '@/lib/i18n/use-ticking-now';

const kindIcons: Record<NotificationKind, ReactNode> = {
  offer_sent: <FileTextOutlined />,
  offer_accepted: <FileTextOutlined />,
  offer_rejected: <FileTextOutlined />,
  invoice_issued: <FileDoneOutlined />,
  invoice_overdue: <FileDoneOutlined />,
  payment_received: <CreditCardOutlined />,
  task_assigned: <ScheduleOutlined />,
  work_order_assigned: <ToolOutlined />,
  work_order_status: <ToolOutlined />,
};

/** '21 dakika önce'; never a future time ('in 5 seconds') when the browser's clock runs behind the server's. */
function relativeTime(format: ReturnType<typeof useFormatter>, createdAt: string, now: number) {
  return format.relativeTime(Math.min(new Date(createdAt).getTime(), now), now);
}

/**
 * The notifications of one inbox, newest first: 10 at a time with 'Daha Fazla Yükle', mark as
 * read, delete, and the specification's empty text. Opening an item marks it read and follows
 * its link. Used by the tenant header's dropdown and the portal's /notifications page.
 */
export function NotificationList({
  inbox,
  onOpen,
  maxHeight,
}: {
  inbox: ReturnType<typeof useInbox>;
  onOpen: (link: string) => void;
  maxHeight?: number;
}) {
  const t = useTranslations('Notifications');
  const format = useFormatter();
  // The request's time while hydrating, then the browser's (no text mismatch between the two renders).
  const now = useTickingNow();

  if (inbox.isLoading)
    return (
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  if (inbox.isError)
    return <LoadErrorAlert title={t('loadError')} onRetry={() => void inbox.refetch()} style={{ margin: 16 }} />;
  return (
    <>
      <div style={{ maxHeight, overflowY: maxHeight ? 'auto' : undefined }}>
        {inbox.items.length === 0 ? (
          <Empty
            data-testid="notifications-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('empty')}
            style={{ padding: '16px 0' }}
          />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('title')}>
            {inbox.items.map((item) => (
              <li
                key={item.id}
                data-testid="notification-item"
                data-read={item.read}
                style={{
                  display: 'flex',
                  gap: 12,
                  padding: '10px 16px',
                  borderBottom: '1px solid #f5f5f5',
                  background: item.read ? '#fff' : '#eff6ff',
                }}
              >
                <span aria-hidden="true" style={{ fontSize: 18, color: '#3B82F6', paddingTop: 2 }}>
                  {kindIcons[item.kind]}
                </span>
                <div style={{ flex: 1, minWidth: 0 }}>
                  {item.link ? (
                    <a
                      href={item.link}
                      data-testid="notification-open"
                      onClick={(event) => {
                        event.preventDefault();
                        if (!item.read) inbox.markRead(item.id);
                        onOpen(item.link!);
                      }}
                      style={{ display: 'block', color: 'inherit', fontWeight: item.read ? 400 : 600 }}
                    >
                      {item.title}
                    </a>
                  ) : (
                    <Typography.Text strong={!item.read} style={{ display: 'block' }}>
                      {item.title}
                    </Typography.Text>
                  )}
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                    {item.body}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <time dateTime={item.createdAt}>{relativeTime(format, item.createdAt, now)}</time>
                  </Typography.Text>
                </div>
                <span style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                  {item.read ? null : (
                    <Tooltip title={t('markRead')}>
                      <Button
                        size="small"
                        type="text"
                        icon={<CheckOutlined />}
                        aria-label={t('markRead')}
                        data-testid="notification-mark-read"
                        onClick={() => inbox.markRead(item.id)}
                      />
                    </Tooltip>
                  )}
                  <Tooltip title={t('delete')}>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('delete')}
                      data-testid="notification-delete"
                      onClick={() => inbox.remove(item.id)}
                    />
                  </Tooltip>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {inbox.hasMore ? (
        <div style={{ padding: 8, textAlign: 'center', borderTop: '1px solid #f0f0f0' }}>
          <Button
            type="link"
            loading={inbox.loadingMore}
            onClick={inbox.loadMore}
            data-testid="notifications-load-more"
          >
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The header line of an inbox: its title, the unread count and 'mark all read'. */
export function NotificationListHeader({ inbox }: { inbox: ReturnType<typeof useInbox> }) {
  const t = useTranslations('Notifications');
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        padding: '12px 16px',
        borderBottom: '1px solid #f0f0f0',
        gap: 8,
      }}
    >
      <span>
        <Typography.Text strong>{t('title')}</Typography.Text>{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="notifications-unread">
          {t('unread', { count: inbox.unreadCount })}
        </Typography.Text>
      </span>
      <Button size="small" type="link" disabled={inbox.unreadCount === 0} onClick={inbox.markAllRead}>
        {t('markAllRead')}
      </Button>
    </div>
  );
}

/** The header dropdown's panel: the inbox's header line over its list (loaded with the first opening). */
export function NotificationsPanel({
  area,
  width,
  onOpen,
}: {
  area: InboxArea;
  width: string;
  onOpen: (link: string) => void;
}) {
  const inbox = useInbox(area);
  return (
    <div
      data-testid="notifications-panel"
      style={{ width, background: '#fff', borderRadius: 8, boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
    >
      <NotificationListHeader inbox={inbox} />
      <NotificationList inbox={inbox} maxHeight={420} onOpen={onOpen} />
    </div>
  );
}
