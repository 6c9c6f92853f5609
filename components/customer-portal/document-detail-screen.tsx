'use client';

import { ArrowLeftOutlined, CheckOutlined, CloseOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Skeleton, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DocumentTotalsView } from '@/components/documents/document-totals-view';
import { NavLink } from '@/components/ui/nav-link';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import {
  answerPortalOffer,
  downloadPortalPdf,
  portalDocumentOptions,
  portalKeys,
} from '@/lib/api-client/customer-portal';
import { apiErrorOf } from '@/lib/api-client/errors';
import type { PortalDocumentDetail, PortalDocumentKind, PortalDocumentLine } from '@/lib/schemas/customer-portal';
import { formatDate, formatDateTime } from '@/lib/utils/dates';
import { formatMoneyTr, formatPercentTr, formatQuantityTr } from '@/lib/utils/decimal';
import { DocumentStatusTag } from './document-status-tag';
import { HowToPay } from './how-to-pay';
import { usePortalUserId } from './use-portal-user';
import { useFeedback } from '@/components/ui/feedback';

/** /documents/[kind]/[id]: one offer or invoice with its lines and totals, its PDF and, on a sent offer, the answer. */
export function DocumentDetailScreen({ kind, id }: { kind: PortalDocumentKind; id: string }) {
  const t = useTranslations('CustomerDocuments');
  const kinds = useTranslations('CustomerDocumentKind');
  const userId = usePortalUserId();
  const query = useQuery({
    ...portalDocumentOptions(userId, kind, id),
    retry: (count, error) => apiErrorOf(error)?.status !== 404 && count < 2,
  });
  const back = (
    <NavLink href="/documents">
      <ArrowLeftOutlined /> {t('back')}
    </NavLink>
  );

  if (query.isError) {
    const missing = apiErrorOf(query.error)?.status === 404;
    return (
      <div data-testid="document-detail">
        {back}
        <Alert
          style={{ marginTop: 16 }}
          type={missing ? 'warning' : 'error'}
          showIcon
          title={missing ? t('notFound') : t('loadError')}
        />
      </div>
    );
  }
  const doc = query.data;
  if (!doc) return <Skeleton active />;
  return (
    <div data-testid="document-detail">
      {back}
      <PageHeader
        title={
          <Flex gap={12} align="center" wrap>
            <span data-testid="document-number">
              {kinds(doc.kind)} {doc.number}
            </span>
            <DocumentStatusTag status={doc.status} />
          </Flex>
        }
        actions={<DocumentActions doc={doc} />}
      />
      <Panel style={{ marginBottom: 16 }}>
        {/* One item a line below 768px by CSS (globals.css): a responsive `column` shifts after hydration. */}
        <Descriptions className="cari-stack-below-md" size="small" column={3}>
          <Descriptions.Item label={t('date')}>{formatDate(doc.date)}</Descriptions.Item>
          <Descriptions.Item label={doc.kind === 'offer' ? t('validUntil') : t('dueDate')}>
            {formatDate(doc.dueDate)}
          </Descriptions.Item>
          {doc.subject ? <Descriptions.Item label={t('subject')}>{doc.subject}</Descriptions.Item> : null}
          {doc.paidAmount !== null ? (
            <Descriptions.Item label={t('paid')}>{formatMoneyTr(doc.paidAmount, doc.currency)}</Descriptions.Item>
          ) : null}
          {doc.remaining !== null ? (
            <Descriptions.Item label={t('remaining')}>
              <span data-testid="document-remaining">{formatMoneyTr(doc.remaining, doc.currency)}</span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        {doc.intro ? <Typography.Paragraph style={{ marginTop: 12 }}>{doc.intro}</Typography.Paragraph> : null}
        {doc.status === 'expired' ? <Alert type="warning" showIcon title={t('expiredNote')} /> : null}
        {doc.decidedAt ? (
          <Alert
            style={{ marginTop: 12 }}
            type={doc.status === 'accepted' ? 'success' : 'info'}
            showIcon
            data-testid="document-answer"
            title={`${t('yourAnswer')}: ${formatDateTime(doc.decidedAt)}`}
            description={doc.decisionNote ?? undefined}
          />
        ) : null}
      </Panel>
      <HowToPay doc={doc} />
      <Panel>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t('lines')}
        </Typography.Title>
        <LinesTable lines={doc.lines} currency={doc.currency} />
        <div style={{ marginTop: 16 }}>
          <DocumentTotalsView totals={doc} currency={doc.currency} />
        </div>
        {doc.terms ? (
          <>
            <Typography.Title level={3} style={{ fontSize: 15 }}>
              {doc.kind === 'offer' ? t('terms') : t('notes')}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{doc.terms}</Typography.Paragraph>
          </>
        ) : null}
      </Panel>
    </div>
  );
}

function LinesTable({ lines, currency }: { lines: PortalDocumentLine[]; currency: string }) {
  const t = useTranslations('CustomerDocuments');
  const money = (v: string) => formatMoneyTr(v, currency);
  return (
    <Table<PortalDocumentLine & { key: number }>
      className="cari-list"
      size="small"
      pagination={false}
      data-testid="document-lines"
      dataSource={lines.map((l, key) => ({ ...l, key }))}
      columns={[
        {
          key: 'name',
          title: t('lineName'),
          render: (_, l) => (
            <>
              {l.name}
              {l.description ? <Typography.Text type="secondary"> — {l.description}</Typography.Text> : null}
            </>
          ),
          onCell: () => ({ 'data-label': t('lineName') }) as object,
        },
        {
          key: 'quantity',
          title: t('quantity'),
          align: 'right',
          render: (_, l) => `${formatQuantityTr(l.quantity)} ${l.unit}`,
          onCell: () => ({ 'data-label': t('quantity') }) as object,
        },
        {
          key: 'unitPrice',
          title: t('unitPrice'),
          align: 'right',
          render: (_, l) => money(l.unitPrice),
          onCell: () => ({ 'data-label': t('unitPrice') }) as object,
        },
        {
          key: 'discountRate',
          title: t('discountRate'),
          align: 'right',
          className: 'cari-hide-below-md',
          render: (_, l) => formatPercentTr(l.discountRate),
          onCell: () => ({ 'data-label': t('discountRate') }) as object,
        },
        {
          key: 'vatRate',
          title: t('vatRate'),
          align: 'right',
          render: (_, l) => l.vatRate,
          onCell: () => ({ 'data-label': t('vatRate') }) as object,
        },
        {
          key: 'net',
          title: t('net'),
          align: 'right',
          render: (_, l) => money(l.net),
          onCell: () => ({ 'data-label': t('net') }) as object,
        },
      ]}
    />
  );
}

/** PDF download, and on a sent, unexpired offer 'Kabul Et' / 'Reddet' with an optional comment. */
function DocumentActions({ doc }: { doc: PortalDocumentDetail }) {
  const t = useTranslations('CustomerDocuments');
  const tc = useTranslations('Common');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const userId = usePortalUserId();
  const [answer, setAnswer] = useState<'accepted' | 'rejected' | null>(null);
  const [note, setNote] = useState('');
  const failed = (error: unknown) => message.error(apiErrorOf(error)?.message ?? tc('unexpectedError'));

  const pdf = useMutation({ mutationFn: () => downloadPortalPdf(doc.kind, doc.id), onError: failed });
  const answerMutation = useMutation({
    mutationFn: (status: 'accepted' | 'rejected') => answerPortalOffer({ id: doc.id, status, note: note || null }),
    onSuccess: (updated) => {
      queryClient.setQueryData(portalDocumentOptions(userId, doc.kind, doc.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: portalKeys.all(userId) });
      message.success(updated.status === 'accepted' ? t('accepted') : t('rejected'));
      setAnswer(null);
      setNote('');
    },
    onError: (error) => {
      setAnswer(null);
      failed(error);
      void queryClient.invalidateQueries({ queryKey: portalKeys.all(userId) });
    },
  });

  return (
    <>
      <Button
        icon={<FilePdfOutlined />}
        loading={pdf.isPending}
        onClick={() => pdf.mutate()}
        data-testid="document-pdf"
      >
        {t('pdf')}
      </Button>
      {doc.canAnswer ? (
        <>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            onClick={() => setAnswer('accepted')}
            data-testid="offer-accept"
          >
            {t('accept')}
          </Button>
          <Button danger icon={<CloseOutlined />} onClick={() => setAnswer('rejected')} data-testid="offer-reject">
            {t('reject')}
          </Button>
        </>
      ) : null}
      <Modal
        open={answer !== null}
        title={answer === 'accepted' ? t('acceptTitle') : t('rejectTitle')}
        okText={answer === 'accepted' ? t('accept') : t('reject')}
        okButtonProps={{ danger: answer === 'rejected', loading: answerMutation.isPending }}
        cancelText={t('cancel')}
        onOk={() => answer && answerMutation.mutate(answer)}
        onCancel={() => setAnswer(null)}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('comment')} htmlFor="answer-comment">
            <Input.TextArea
              id="answer-comment"
              value={note}
              maxLength={1000}
              onChange={(e) => setNote(e.target.value)}
              data-testid="answer-comment"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
