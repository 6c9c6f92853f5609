'use client';

import { useQuery } from '@tanstack/react-query';
import { Checkbox, Empty, Flex, Select, Typography } from 'antd';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/ui/nav-link';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { ResourceTable, type ListColumn } from '@/components/ui/resource-table';
import { useListQuery } from '@/components/ui/use-list-query';
import {
  auditChoicesOptions,
  auditListOptions,
  auditListParams,
  initialAuditQuery,
  type AuditQuery,
} from '@/lib/api-client/audit';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { tenantAuditActions, tenantAuditEntities } from '@/lib/audit/audit-codes';
import type { AuditEntry } from '@/lib/schemas/audit-log';
import { formatDateTime } from '@/lib/utils/dates';
import { useAuditFormat } from './use-audit-format';

/** The changed fields of an update, one line each: "Field: before → after". */
export function AuditChanges({
  entry,
}: {
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'data'> & Partial<Pick<AuditEntry, 'names'>>;
}) {
  const f = useAuditFormat();
  const changes = f.changes(entry);
  if (!changes) {
    const summary = f.summary(entry);
    return summary ? <Typography.Text type="secondary">{summary}</Typography.Text> : null;
  }
  return (
    <ul data-testid="audit-changes" style={{ margin: 0, paddingInlineStart: 16 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Typography.Text strong>{c.label}:</Typography.Text>{' '}
          {c.from === null ? null : (
            <>
              <Typography.Text delete type="secondary">
                {c.from}
              </Typography.Text>{' '}
              →{' '}
            </>
          )}
          <Typography.Text>{c.to}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * /tenant/settings/audit (issue 19.3): who did what to which record and when, in words, newest
 * first, filtered by user, action, record kind and dates, paged on the server; sign-ins only when
 * their box is ticked (or their action is picked).
 */
export function AuditScreen() {
  const t = useTranslations('Audit');
  const f = useAuditFormat();
  const tenantId = useTenantId();
  const state = useListQuery<AuditQuery>(initialAuditQuery, auditListParams);
  const { query, patch } = state;
  const list = useQuery(auditListOptions(tenantId, query));
  const options = useQuery(auditChoicesOptions(tenantId));

  const columns: ListColumn<AuditEntry>[] = [
    { key: 'time', title: t('columns.time'), width: 150, render: (e) => formatDateTime(e.createdAt) },
    { key: 'user', title: t('columns.user'), render: (e) => e.userName ?? t('system') },
    { key: 'action', title: t('columns.action'), render: (e) => f.action(e.action) },
    {
      key: 'record',
      title: t('columns.record'),
      render: (e) => {
        const href = f.href(e);
        const kind = f.entity(e.entity);
        return href ? <NavLink href={href}>{kind}</NavLink> : kind;
      },
    },
    { key: 'changes', title: t('columns.changes'), render: (e) => <AuditChanges entry={e} /> },
  ];

  return (
    <div data-testid="audit-page">
      <PageHeader title={t('title')} />
      <Panel>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('filters.user')}
            placeholder={t('filters.user')}
            style={{ flex: '1 1 180px', maxWidth: 240 }}
            value={query.userId}
            onChange={(v) => patch({ userId: v ?? undefined })}
            options={(options.data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
            data-testid="audit-filter-user"
          />
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('filters.action')}
            placeholder={t('filters.action')}
            style={{ flex: '1 1 220px', maxWidth: 300 }}
            value={query.action}
            onChange={(v) => patch({ action: v ?? undefined })}
            options={tenantAuditActions
              .map((code) => ({ value: code, label: f.action(code) }))
              .sort((a, b) => a.label.localeCompare(b.label, 'tr'))}
            data-testid="audit-filter-action"
          />
          <Select<string>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('filters.entity')}
            placeholder={t('filters.entity')}
            style={{ flex: '1 1 180px', maxWidth: 240 }}
            value={query.entity}
            onChange={(v) => patch({ entity: v ?? undefined })}
            options={tenantAuditEntities
              .map((kind) => ({ value: kind, label: f.entity(kind) }))
              .sort((a, b) => a.label.localeCompare(b.label, 'tr'))}
            data-testid="audit-filter-entity"
          />
          <Checkbox
            checked={query.sessions === 'true'}
            onChange={(e) => patch({ sessions: e.target.checked ? 'true' : undefined })}
            data-testid="audit-filter-sessions"
            style={{ alignSelf: 'center' }}
          >
            {t('filters.sessions')}
          </Checkbox>
          <DateRangeFilter
            aria-label={`${t('filters.dateFrom')} – ${t('filters.dateTo')}`}
            placeholder={[t('filters.dateFrom'), t('filters.dateTo')]}
            allowEmpty
            style={{ flex: '1 1 240px', maxWidth: 300 }}
            value={{ from: query.dateFrom, to: query.dateTo }}
            onChange={({ from, to }) => patch({ dateFrom: from, dateTo: to })}
          />
        </Flex>
        <ResourceTable<AuditEntry, AuditQuery>
          list={list}
          state={state}
          columns={columns}
          testId="audit-table"
          total={(count) => t('total', { count })}
          empty={<Empty description={t('empty')} />}
        />
      </Panel>
    </div>
  );
}
