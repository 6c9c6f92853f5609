'use client';

import { useQuery } from '@tanstack/react-query';
import { Col, Empty, Flex, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { Panel } from '@/components/ui/panel';
import { kindSegment, portalHomeOptions } from '@/lib/api-client/customer-portal';
import type { PortalDocument } from '@/lib/schemas/customer-portal';
import type { WorkOrderStatus } from '@/lib/schemas/work-orders';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { CompanyContactCard } from './company-contact-card';
import { DocumentStatusTag } from './document-status-tag';
import { usePortalUserId } from './use-portal-user';

const workOrderColors: Record<string, string> = {
  planned: 'default',
  in_progress: 'processing',
  waiting_parts: 'warning',
  done: 'success',
  cancelled: 'error',
};

/** /customer: a greeting with the company name, the offers awaiting an answer and the unpaid invoices. */
export function CustomerHome() {
  const t = useTranslations('CustomerHome');
  const tw = useTranslations('WorkOrderStatuses');
  const userId = usePortalUserId();
  const home = useQuery(portalHomeOptions(userId));
  const data = home.data;
  if (!data) return <Skeleton active />;

  const item = (d: PortalDocument, when: string) => (
    <List.Item key={d.id} data-testid={`home-${d.kind}`}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ width: '100%' }}>
        <div>
          <NavLink href={`/documents/${kindSegment(d.kind)}/${d.id}`} className="cari-text-link">
            {d.number}
          </NavLink>
          {d.subject ? <Typography.Text> · {d.subject}</Typography.Text> : null}
          <br />
          <Typography.Text type="secondary">{when}</Typography.Text>
          {d.paidAmount !== null ? (
            <>
              <br />
              <Typography.Text type="secondary">
                {t('invoiceAmounts', {
                  total: formatMoneyTr(d.payableTotal, d.currency),
                  paid: formatMoneyTr(d.paidAmount, d.currency),
                })}
              </Typography.Text>
            </>
          ) : null}
        </div>
        <Flex gap={8} align="center">
          <DocumentStatusTag status={d.status} />
          <Typography.Text strong data-testid="home-document-amount">
            {d.remaining !== null
              ? t('remaining', { amount: formatMoneyTr(d.remaining, d.currency) })
              : formatMoneyTr(d.payableTotal, d.currency)}
          </Typography.Text>
        </Flex>
      </Flex>
    </List.Item>
  );

  return (
    <div data-testid="customer-home">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="home-greeting">
        {t('greeting', { name: data.customerName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro', { company: data.companyName })}</Typography.Paragraph>
      <Panel testId="home-balance" style={{ marginBottom: 16 }}>
        <Statistic title={t('balance')} value={formatMoneyTr(data.balance)} />
        <Typography.Text type="secondary">{t('balanceNote')}</Typography.Text>
      </Panel>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Panel testId="home-open-offers">
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
              {t('openOffers')}
            </Typography.Title>
            {data.openOffers.length ? (
              <List
                dataSource={data.openOffers}
                renderItem={(d) => item(d, t('validUntil', { date: formatDate(d.dueDate) }))}
              />
            ) : (
              <Empty description={t('noOpenOffers')} />
            )}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel testId="home-unpaid-invoices">
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
              {t('unpaidInvoices')}
            </Typography.Title>
            <Flex gap={32} wrap style={{ marginBottom: 12 }}>
              <Statistic
                title={t('unpaidTotal')}
                value={formatMoneyTr(data.unpaidTotal)}
                data-testid="home-unpaid-total"
              />
              <Statistic
                title={t('overdueTotal')}
                value={formatMoneyTr(data.overdueTotal)}
                data-testid="home-overdue-total"
              />
              {Number(data.advance) !== 0 ? (
                <Statistic title={t('advance')} value={formatMoneyTr(data.advance)} data-testid="home-advance" />
              ) : null}
            </Flex>
            {data.unpaidInvoices.length ? (
              <List
                dataSource={data.unpaidInvoices}
                renderItem={(d) => item(d, t('dueDate', { date: formatDate(d.dueDate) }))}
              />
            ) : (
              <Empty description={t('noUnpaidInvoices')} />
            )}
          </Panel>
        </Col>
        <Col xs={24}>
          <Panel testId="home-work-orders">
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
              {t('workOrders')}
            </Typography.Title>
            {data.workOrders.length ? (
              <List
                dataSource={data.workOrders}
                renderItem={(o) => (
                  <List.Item key={o.id} data-testid="home-work-order">
                    <Flex justify="space-between" align="center" wrap gap={8} style={{ width: '100%' }}>
                      <div>
                        <Typography.Text strong>{o.number}</Typography.Text>
                        <Typography.Text> · {o.title}</Typography.Text>
                        <br />
                        <Typography.Text type="secondary">
                          {t('updatedAt', { date: formatDate(o.updatedAt) })}
                        </Typography.Text>
                      </div>
                      <Tag color={workOrderColors[o.status] ?? 'default'}>{tw(o.status as WorkOrderStatus)}</Tag>
                    </Flex>
                  </List.Item>
                )}
              />
            ) : (
              <Empty description={t('noWorkOrders')} />
            )}
          </Panel>
        </Col>
      </Row>
      <CompanyContactCard />
      <div style={{ marginTop: 16 }}>
        <NavLink href="/documents">{t('allDocuments')}</NavLink>
      </div>
    </div>
  );
}
