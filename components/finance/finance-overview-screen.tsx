'use client';

import { useQuery } from '@tanstack/react-query';
import { Col, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { KeyboardScroll } from '@/components/ui/keyboard-scroll';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { NavLink } from '@/components/ui/nav-link';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { financeOverviewOptions } from '@/lib/api-client/finance-overview';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { detailPath, modulePath } from '@/lib/modules/module-links';
import type { FinanceOverview } from '@/lib/schemas/finance-overview';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';

type Debtor = FinanceOverview['topDebtors'][number];
type Account = FinanceOverview['accounts'][number];

/** Sums by currency as one line: '1.234,00 ₺ · 50,00 $' (0,00 ₺ without any account). */
const moneyByCurrency = (sums: Record<string, string>) =>
  Object.keys(sums).length === 0
    ? formatMoneyTr('0')
    : Object.entries(sums)
        .map(([currency, value]) => formatMoneyTr(value, currency))
        .join(' · ');

/** /tenant/finance: receivables, the overdue part, and the customers who owe the most. */
export function FinanceOverviewScreen() {
  const t = useTranslations('FinanceOverview');
  const overview = useQuery(financeOverviewOptions(useTenantId()));
  const data = overview.data;

  let body;
  if (overview.isError && !data) {
    body = <LoadErrorAlert title={t('loadError')} onRetry={() => void overview.refetch()} />;
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <>
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={24} sm={12} xl={6}>
            <Panel testId="overview-receivables">
              <Statistic title={t('receivables')} value={formatMoneyTr(data.receivables)} />
              <Typography.Text type="secondary">{t('openInvoices', { count: data.openInvoices })}</Typography.Text>
            </Panel>
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <Panel testId="overview-overdue">
              <Statistic
                title={t('overdue')}
                value={formatMoneyTr(data.overdue)}
                styles={{ content: data.overdueInvoices > 0 ? { color: '#DC2626' } : undefined }}
              />
              <Typography.Text type="secondary">
                {t('overdueInvoices', { count: data.overdueInvoices })}
              </Typography.Text>
            </Panel>
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <Panel testId="overview-collections">
              <Statistic title={t('collectionsThisMonth')} value={formatMoneyTr(data.collectionsThisMonth)} />
              <Typography.Text type="secondary">
                {t('paidOutThisMonth', { amount: formatMoneyTr(data.paidOutThisMonth) })}
              </Typography.Text>
            </Panel>
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <Panel testId="overview-balances">
              <Statistic title={t('cashBalance')} value={moneyByCurrency(data.cashTotal)} />
              <Statistic
                title={t('bankBalance')}
                value={moneyByCurrency(data.bankTotal)}
                styles={{ root: { marginTop: 8 } }}
              />
            </Panel>
          </Col>
        </Row>
        <Panel
          title={t('topDebtors')}
          extra={<NavLink href={modulePath('reports', { report: 'ageing' })}>{t('ageingReport')}</NavLink>}
        >
          <KeyboardScroll label={t('topDebtors')}>
            <Table<Debtor>
              data-testid="overview-debtors"
              size="small"
              rowKey="customerId"
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('noDebtors') }}
              dataSource={data.topDebtors}
              columns={[
                {
                  key: 'customer',
                  title: t('customer'),
                  render: (_, d) => (
                    <NavLink href={detailPath('CustomerManagement', d.customerId)}>{d.customerName}</NavLink>
                  ),
                },
                { key: 'count', title: t('invoiceCount'), align: 'right', render: (_, d) => d.invoiceCount },
                { key: 'overdue', title: t('overdue'), align: 'right', render: (_, d) => formatMoneyTr(d.overdue) },
                { key: 'total', title: t('receivables'), align: 'right', render: (_, d) => formatMoneyTr(d.total) },
              ]}
            />
          </KeyboardScroll>
        </Panel>
        <Panel title={t('accounts')} style={{ marginTop: 16 }}>
          <KeyboardScroll label={t('accounts')}>
            <Table<Account>
              data-testid="overview-accounts"
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('noAccounts') }}
              dataSource={data.accounts}
              columns={[
                {
                  key: 'name',
                  title: t('account'),
                  render: (_, a) => (
                    <>
                      {a.name} {a.active ? null : <Tag>{t('inactive')}</Tag>}
                    </>
                  ),
                },
                { key: 'kind', title: t('accountKind'), render: (_, a) => t(`kinds.${a.kind}`) },
                {
                  key: 'balance',
                  title: t('balance'),
                  align: 'right',
                  render: (_, a) => formatMoneyTr(a.balance, a.currency),
                },
              ]}
            />
          </KeyboardScroll>
        </Panel>
      </>
    );
  }
  return (
    <div data-testid="finance-overview">
      <PageHeader title={t('title')} />
      {data ? (
        <Typography.Paragraph type="secondary">{t('asOf', { date: formatDate(data.asOf) })}</Typography.Paragraph>
      ) : null}
      {body}
    </div>
  );
}
