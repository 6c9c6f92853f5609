'use client';

import {
  BellOutlined,
  CheckOutlined,
  CreditCardOutlined,
  DeleteOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  ScheduleOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty, Tooltip, Typography } from 'antd';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import {
  generateNotifications,
  hasMore,
  initNotifications,
  LOAD_MORE_DELAY_MS,
  notificationsReducer,
  unreadCount,
  type NotificationKind,
} from '@/lib/utils/notifications';

const kindIcons: Record<NotificationKind, ReactNode> = {
  offer: <FileTextOutlined />,
  invoice: <FileDoneOutlined />,
  payment: <CreditCardOutlined />,
  task: <ScheduleOutlined />,
  customer: <UserAddOutlined />,
};

/** The tenant header's notifications: 50 local demo items, 10 a page, read / delete, unread badge. */
export function NotificationsDropdown() {
  const t = useTranslations('Notifications');
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const [state, dispatch] = useReducer(notificationsReducer, undefined, () =>
    initNotifications(
      generateNotifications(
        (kind, n) => ({ title: t(`${kind}Title`, { n }), description: t(`${kind}Description`) }),
        new Date(),
      ),
    ),
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const unread = unreadCount(state);
  const loadMore = () => {
    if (state.loadingMore || !hasMore(state)) return;
    dispatch({ type: 'loadMoreStart' });
    timer.current = setTimeout(() => dispatch({ type: 'loadMoreDone' }), LOAD_MORE_DELAY_MS);
  };

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
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '12px 16px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <span>
          <Typography.Text strong>{t('title')}</Typography.Text>{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('unread', { count: unread })}
          </Typography.Text>
        </span>
        <Button size="small" type="link" disabled={unread === 0} onClick={() => dispatch({ type: 'markAllRead' })}>
          {t('markAllRead')}
        </Button>
      </div>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {state.items.length === 0 ? (
          <Empty
            data-testid="notifications-empty"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('empty')}
            style={{ padding: '16px 0' }}
          />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('title')}>
            {state.items.map((item) => (
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
                  {kindIcons[item.icon]}
                </span>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text strong={!item.read} style={{ display: 'block' }}>
                    {item.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                    {item.description}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <time dateTime={item.time}>{format.relativeTime(new Date(item.time), now)}</time>
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
                        onClick={() => dispatch({ type: 'markRead', id: item.id })}
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
                      onClick={() => dispatch({ type: 'remove', id: item.id })}
                    />
                  </Tooltip>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {hasMore(state) ? (
        <div style={{ padding: 8, textAlign: 'center', borderTop: '1px solid #f0f0f0' }}>
          <Button type="link" loading={state.loadingMore} onClick={loadMore} data-testid="notifications-load-more">
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );

  return (
    <Dropdown trigger={['click']} placement="bottomRight" popupRender={() => panel}>
      <Button
        type="text"
        shape="circle"
        size="large"
        data-testid="notifications-bell"
        data-count={unread}
        aria-label={`${t('title')} (${t('unread', { count: unread })})`}
      >
        <Badge count={unread} size="small" data-testid="notifications-badge">
          <BellOutlined style={{ fontSize: 20 }} />
        </Badge>
      </Button>
    </Dropdown>
  );
}
