'use client';

import { Alert, Col, Descriptions, Row, Table, Timeline, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { SourceInvoice } from '@/components/invoices/source-invoice';
import { KeyboardScroll } from '@/components/ui/keyboard-scroll';
import { NavLink } from '@/components/ui/nav-link';
import { Panel } from '@/components/ui/panel';
import { SectionTitle } from '@/components/ui/section-title';
import { offerResource } from '@/lib/api-client/offer-resources';
import { useResourceItem } from '@/lib/api-client/use-resource';
import { detailPath, modulePath } from '@/lib/modules/module-links';
import type { Offer, OfferLine, OfferStatus } from '@/lib/schemas/offers';
import { formatDate, formatDateTime } from '@/lib/utils/dates';
import { formatMoneyTr, formatPercentTr, formatQuantityTr } from '@/lib/utils/decimal';
import { OfferActions } from './offer-actions';
import { OfferStatusTag } from './offer-status-tag';
import { DocumentHeader } from '@/components/documents/document-header';
import { DocumentTotalsView } from '@/components/documents/document-totals-view';
import { BackLink, RecordStatus } from '@/components/ui/record-status';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./offer-form');
const OfferForm = lazyComponent(() => loadForm().then((m) => m.OfferForm));

function Lines({ offer }: { offer: Offer }) {
  const t = useTranslations('OfferForm');
  const tu = useTranslations('CatalogUnits');
  const unit = (u: string) => (tu.has(u as never) ? tu(u as never) : u);
  const money = (v: string) => formatMoneyTr(v, offer.currency);
  return (
    <KeyboardScroll label={t('lines')}>
      <Table<OfferLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={offer.lines}
        data-testid="offer-detail-lines"
        scroll={{ x: 720 }}
        columns={[
          { key: 'no', title: '#', width: 40, render: (_, __, i) => i + 1 },
          {
            key: 'name',
            title: t('lineName'),
            render: (_, l) => (
              <>
                <Typography.Text>{l.name}</Typography.Text>
                {l.description ? (
                  <div>
                    <Typography.Text type="secondary">{l.description}</Typography.Text>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            key: 'qty',
            title: t('quantity'),
            align: 'right',
            render: (_, l) => `${formatQuantityTr(l.quantity)} ${unit(l.unit)}`,
          },
          { key: 'price', title: t('unitPrice'), align: 'right', render: (_, l) => money(l.unitPrice) },
          {
            key: 'disc',
            title: t('discountRate'),
            align: 'right',
            render: (_, l) => (Number(l.discountRate) === 0 ? '' : formatPercentTr(l.discountRate)),
          },
          { key: 'vat', title: t('vatRate'), align: 'right', render: (_, l) => formatPercentTr(l.vatRate) },
          { key: 'net', title: t('amount'), align: 'right', render: (_, l) => money(l.net) },
        ]}
      />
    </KeyboardScroll>
  );
}

function History({ offer }: { offer: Offer }) {
  const t = useTranslations('OfferDetail');
  const ts = useTranslations('OfferStatus');
  return (
    <Timeline
      data-testid="offer-history"
      items={offer.history.map((h, i) => ({
        key: i,
        content: (
          <>
            <Typography.Text strong>{ts(h.to as OfferStatus)}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {formatDateTime(h.at)} · {h.actorName ?? t('system')}
              </Typography.Text>
            </div>
            {h.comment ? <Typography.Text>{h.comment}</Typography.Text> : null}
          </>
        ),
      }))}
    />
  );
}

/** /tenant/offers/[id]: header, lines, KDV breakdown and totals, texts, status history, revisions, actions. */
export function OfferDetailScreen({
  id,
  extraActions,
  workOrderHref,
}: {
  id: string;
  /** Actions of other modules on this offer (e.g. 'İş emrine dönüştür'), composed by the page. */
  extraActions?: (offer: Offer) => ReactNode;
  /** Where the work order this offer became is shown. */
  workOrderHref?: (workOrderId: string) => string;
}) {
  const t = useTranslations('OfferDetail');
  const tf = useTranslations('OfferForm');
  const offer = useResourceItem(offerResource, id);
  const [editing, setEditing] = useState(false);
  const back = <BackLink href={modulePath('offers')}>{t('back')}</BackLink>;
  if (!offer.isSuccess)
    return <RecordStatus query={offer} back={back} notFound={t('notFound')} loadError={t('loadError')} rows={8} />;
  const o = offer.data;
  const dash = t('noValue');
  return (
    <div data-testid="offer-detail">
      <DocumentHeader
        back={back}
        title={o.number}
        titleTestId="offer-number"
        tags={<OfferStatusTag status={o.status} />}
        actions={
          <>
            {/* An offer already turned into a work order is invoiced through the work order. */}
            <SourceInvoice source={{ offerId: o.id }} invoiceable={o.status === 'accepted' && !o.convertedAt} />
            <OfferActions offer={o} onEdit={() => setEditing(true)} />
            {extraActions?.(o)}
          </>
        }
      />
      {/* The history beside the lines only on a wide screen: at 1280 px a third column squeezed the lines
          table into sideways scrolling, with 'Tutar' out of sight. */}
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={17}>
          <Panel>
            {/* One item a line below 768px by CSS (globals.css): a responsive `column` shifts after hydration. */}
            <Descriptions
              className="cari-stack-below-md"
              column={2}
              size="small"
              items={[
                {
                  key: 'customer',
                  label: tf('customer'),
                  children: <NavLink href={detailPath('CustomerManagement', o.customerId)}>{o.customerName}</NavLink>,
                },
                {
                  key: 'contact',
                  label: tf('contact'),
                  children: o.contactName ? `${o.contactName}${o.contactEmail ? ` <${o.contactEmail}>` : ''}` : dash,
                },
                { key: 'offerDate', label: tf('offerDate'), children: formatDate(o.offerDate) },
                { key: 'validUntil', label: tf('validUntil'), children: formatDate(o.validUntil) },
                { key: 'subject', label: tf('subject'), span: 'filled', children: o.subject },
                {
                  key: 'sent',
                  label: t('sent'),
                  children: o.sentAt ? `${formatDateTime(o.sentAt)} · ${o.sentByName ?? dash}` : dash,
                },
                ...(o.convertedTo && workOrderHref
                  ? [
                      {
                        key: 'workOrder',
                        label: t('workOrder'),
                        children: (
                          <NavLink href={workOrderHref(o.convertedTo)} data-testid="offer-work-order">
                            {t('openWorkOrder')}
                          </NavLink>
                        ),
                      },
                    ]
                  : []),
                {
                  key: 'decision',
                  label: t('decision'),
                  children: o.decidedAt
                    ? `${formatDateTime(o.decidedAt)}${o.decisionNote ? ` · ${o.decisionNote}` : ''}`
                    : dash,
                },
              ]}
            />
            {o.intro ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16 }}>{o.intro}</Typography.Paragraph>
            ) : null}
            <SectionTitle marginTop={16}>{tf('lines')}</SectionTitle>
            <Lines offer={o} />
            <div style={{ marginTop: 16 }}>
              <DocumentTotalsView totals={o} currency={o.currency} />
            </div>
            {o.terms ? (
              <>
                <SectionTitle marginTop={16}>{tf('terms')}</SectionTitle>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{o.terms}</Typography.Paragraph>
              </>
            ) : null}
            {o.internalNote ? (
              <Alert type="info" title={tf('internalNote')} description={o.internalNote} style={{ marginTop: 16 }} />
            ) : null}
          </Panel>
        </Col>
        <Col xs={24} xxl={7}>
          <Panel title={t('history')} padding={16} style={{ marginBottom: 16 }}>
            <History offer={o} />
          </Panel>
          {o.revisions.length > 1 ? (
            <Panel title={t('revisions')} padding={16} testId="offer-revisions">
              {o.revisions.map((r) => (
                <div key={r.id}>
                  {r.id === o.id ? (
                    <Typography.Text strong>{r.number}</Typography.Text>
                  ) : (
                    <NavLink href={detailPath('offers', r.id)}>{r.number}</NavLink>
                  )}
                </div>
              ))}
            </Panel>
          ) : null}
        </Col>
      </Row>
      {editing ? <OfferForm record={o} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
