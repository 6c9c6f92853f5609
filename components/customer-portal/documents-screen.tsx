'use client';

import { FilePdfOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { ListSearch } from '@/components/ui/list-search';
import { NavLink } from '@/components/ui/nav-link';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { ResourceTable, type ListColumn } from '@/components/ui/resource-table';
import { useListQuery } from '@/components/ui/use-list-query';
import {
  downloadPortalStatementPdf,
  initialPortalDocumentsQuery,
  kindSegment,
  portalDocumentsOptions,
  portalDocumentsParams,
} from '@/lib/api-client/customer-portal';
import type { ListPortalDocumentsQuery, PortalDocument } from '@/lib/schemas/customer-portal';
import { portalDocumentKinds, portalDocumentStatuses } from '@/lib/schemas/values/customer-portal';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { DocumentStatusTag } from './document-status-tag';
import { usePortalUserId } from './use-portal-user';
import { useFeedback } from '@/components/ui/feedback';

/** /documents: the customer's offers and invoices, searched and filtered, paged on the server. */
export function DocumentsScreen() {
  const t = useTranslations('CustomerDocuments');
  const kinds = useTranslations('CustomerDocumentKind');
  const statuses = useTranslations('CustomerDocumentStatus');
  const userId = usePortalUserId();
  const state = useListQuery<ListPortalDocumentsQuery>(initialPortalDocumentsQuery, portalDocumentsParams);
  const list = useQuery(portalDocumentsOptions(userId, state.query));
  const { message } = useFeedback();
  const tc = useTranslations('Common');
  const statement = useMutation({
    mutationFn: downloadPortalStatementPdf,
    onError: () => void message.error(tc('unexpectedError')),
  });

  const columns: ListColumn<PortalDocument>[] = [
    {
      key: 'number',
      title: t('number'),
      render: (d) => (
        <NavLink
          href={`/documents/${kindSegment(d.kind)}/${d.id}`}
          className="cari-text-link"
          data-testid="document-link"
        >
          {d.number}
        </NavLink>
      ),
    },
    { key: 'kind', title: t('kind'), render: (d) => kinds(d.kind) },
    { key: 'subject', title: t('subject'), render: (d) => d.subject ?? '', hideBelow: 'lg' },
    { key: 'date', title: t('date'), render: (d) => formatDate(d.date) },
    { key: 'dueDate', title: t('dueDate'), render: (d) => formatDate(d.dueDate), hideBelow: 'md' },
    { key: 'status', title: t('status'), render: (d) => <DocumentStatusTag status={d.status} /> },
    {
      key: 'grandTotal',
      title: t('grandTotal'),
      align: 'right',
      render: (d) => formatMoneyTr(d.grandTotal, d.currency),
    },
    {
      key: 'remaining',
      title: t('remaining'),
      align: 'right',
      render: (d) => (d.remaining === null ? '' : formatMoneyTr(d.remaining, d.currency)),
    },
  ];

  return (
    <div data-testid="documents-page">
      <PageHeader
        title={t('title')}
        actions={
          <Button
            icon={<FilePdfOutlined />}
            loading={statement.isPending}
            onClick={() => statement.mutate()}
            data-testid="statement-pdf"
          >
            {t('statement')}
          </Button>
        }
      />
      <Panel>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <ListSearch state={state} placeholder={t('searchPlaceholder')} />
          <Select
            allowClear
            aria-label={t('kind')}
            placeholder={t('allKinds')}
            value={state.query.kind}
            onChange={(kind) => state.patch({ kind })}
            options={portalDocumentKinds.map((k) => ({ value: k, label: kinds(k) }))}
            style={{ minWidth: 160 }}
            data-testid="kind-filter"
          />
          <Select
            allowClear
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={state.query.status}
            onChange={(status) => state.patch({ status })}
            options={portalDocumentStatuses.map((s) => ({ value: s, label: statuses(s) }))}
            style={{ minWidth: 180 }}
            data-testid="status-filter"
          />
        </Flex>
        <ResourceTable<PortalDocument, ListPortalDocumentsQuery>
          list={list}
          state={state}
          columns={columns}
          testId="documents-table"
          total={(count) => t('total', { count })}
          empty={<Empty description={t('empty')} />}
        />
      </Panel>
    </div>
  );
}
