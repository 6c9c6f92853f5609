'use client';

import {
  ClockCircleOutlined,
  DollarOutlined,
  FileTextOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  ToolOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { NavLink } from '@/components/ui/nav-link';
import { Panel } from '@/components/ui/panel';
import { PlainText } from '@/components/ui/plain-text';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useDashboard } from '@/lib/api-client/use-permissions';
import { messageOr } from '@/lib/i18n/dynamic-message';
import { modulePath } from '@/lib/modules/module-links';
import type { DashboardWidget } from '@/lib/schemas/tenant-dashboard';
import { formatMoneyTr } from '@/lib/utils/decimal';

/** How each widget key is shown; widgets of later modules add an entry here. */
const widgetViews: Record<string, { icon: ReactNode; href: string }> = {
  users: { icon: <TeamOutlined />, href: modulePath('UserManagement') },
  roles: { icon: <SafetyCertificateOutlined />, href: modulePath('tenant-role-management') },
  openOffers: { icon: <FileTextOutlined />, href: modulePath('offers') },
  workOrdersByStatus: { icon: <ToolOutlined />, href: modulePath('work-orders') },
  myTasksThisWeek: { icon: <ClockCircleOutlined />, href: modulePath('tenant-tasks') },
  salesThisMonth: { icon: <RiseOutlined />, href: modulePath('invoices') },
  collectionsThisMonth: { icon: <DollarOutlined />, href: modulePath('payments') },
  receivables: { icon: <WalletOutlined />, href: modulePath('finance') },
};

/**
 * The tenant home: one card per widget the API returned (it already left out what the user may
 * not see). `allowed` false (no dashboard.view): no request, just the empty state.
 */
export function DashboardView({ intro, allowed }: { intro?: ReactNode; allowed: boolean }) {
  const t = useTranslations('DashboardPage');
  const dashboard = useDashboard(allowed);

  let body: ReactNode;
  if (!allowed) {
    body = <Empty description={t('empty')} />;
  } else if (dashboard.isError) {
    body = <LoadErrorAlert title={t('loadError')} onRetry={() => void dashboard.refetch()} />;
  } else if (!dashboard.data) {
    body = <Skeleton active />;
  } else if (dashboard.data.widgets.length === 0) {
    body = <Empty description={t('empty')} />;
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {dashboard.data.widgets
          .filter((w) => widgetViews[w.key])
          .map((w) => (
            <Col key={w.key} xs={24} sm={12} xl={6}>
              <WidgetCard widget={w} />
            </Col>
          ))}
      </Row>
    );
  }
  return (
    <div data-testid="dashboard-page">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      {intro}
      {body}
    </div>
  );
}

function WidgetCard({ widget }: { widget: DashboardWidget }) {
  const t = useTranslations('DashboardPage');
  const view = widgetViews[widget.key]!;
  return (
    <Panel testId={`widget-${widget.key}`}>
      <Statistic title={messageOr(t, `widgets.${widget.key}`, widget.key)} value={widget.value} prefix={view.icon} />
      {/* The total and the breakdown each on a line of their own ('Toplam 69.588,15 ₺', then 'Gecikmiş: 4'). */}
      {widget.amount ? (
        <PlainText secondary style={{ display: 'block' }} data-testid={`widget-${widget.key}-amount`}>
          {t('amountTotal', { amount: formatMoneyTr(widget.amount) })}
        </PlainText>
      ) : null}
      {widget.breakdown ? (
        <PlainText secondary style={{ display: 'block' }} data-testid={`widget-${widget.key}-breakdown`}>
          {Object.entries(widget.breakdown)
            .map(([k, n]) => `${messageOr(t, `breakdown.${k}`, k)}: ${n}`)
            .join(' · ')}
        </PlainText>
      ) : null}
      <NavLink href={view.href} style={{ display: 'inline-block', marginTop: 12 }}>
        {t('open')}
      </NavLink>
    </Panel>
  );
}
