'use client';

import { Col, Row, Skeleton, Statistic, Table, Typography, type TableProps } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { NavLink } from '@/components/ui/nav-link';
import { Panel } from '@/components/ui/panel';
import type { ReactNode } from 'react';
import { useBackofficeDashboard } from '@/lib/api-client/backoffice-settings-hooks';
import { useAuditFormat } from '@/components/audit/use-audit-format';
import type { BackofficeDashboard } from '@/lib/schemas/backoffice-dashboard';

type AuditEntry = BackofficeDashboard['latestAudit'][number];

/** /backoffice: tenant, user and module counts and the latest audit-log entries. */
export function BackofficeHome({ welcome }: { welcome?: ReactNode }) {
  const t = useTranslations('BackofficeHome');
  const format = useFormatter();
  const dashboard = useBackofficeDashboard();
  const audit = useAuditFormat();

  const columns: TableProps<AuditEntry>['columns'] = [
    {
      key: 'time',
      title: t('columns.time'),
      render: (_, e) => format.dateTime(new Date(e.createdAt), { dateStyle: 'short', timeStyle: 'short' }),
    },
    { key: 'action', title: t('columns.action'), render: (_, e) => audit.action(e.action) },
    // Narrow screens leave these out by CSS (globals.css), not antd's `responsive`, which knows the
    // width only after hydration and so added them after the first paint (a layout shift).
    { key: 'tenant', title: t('columns.tenant'), className: 'cari-col-from-md', render: (_, e) => e.tenantName ?? '—' },
    {
      key: 'user',
      title: t('columns.user'),
      className: 'cari-col-from-sm',
      render: (_, e) =>
        e.userName ? <span title={e.userEmail ?? undefined}>{e.userName}</span> : (e.userEmail ?? '—'),
    },
  ];
  const stat = (key: string, title: string, value: number | undefined, href?: string) => (
    <Col xs={12} md={6} key={key}>
      <Panel testId={`stat-${key}`}>
        <Statistic
          title={href ? <NavLink href={href}>{title}</NavLink> : title}
          value={value ?? 0}
          loading={dashboard.isPending}
        />
      </Panel>
    </Col>
  );
  const d = dashboard.data;

  return (
    <div data-testid="backoffice-home">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      {welcome}
      {dashboard.isError ? (
        <LoadErrorAlert title={t('loadError')} onRetry={() => void dashboard.refetch()} style={{ marginBottom: 16 }} />
      ) : null}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {stat('active-tenants', t('activeTenants'), d?.tenants.active, '/backoffice/tenant')}
        {stat('suspended-tenants', t('suspendedTenants'), d?.tenants.suspended, '/backoffice/tenant')}
        {stat('users', t('users'), d?.users.total)}
        {stat('modules', t('modules'), d?.modules, '/backoffice/module')}
      </Row>
      <Panel title={t('latestAudit')}>
        {dashboard.isPending ? (
          <Skeleton active />
        ) : (
          <Table<AuditEntry>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={d?.latestAudit ?? []}
            pagination={false}
            locale={{ emptyText: t('noAudit') }}
            data-testid="latest-audit"
          />
        )}
      </Panel>
    </div>
  );
}
