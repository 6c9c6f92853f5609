'use client';

import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Input, Modal, Table, Tabs, Timeline, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { KeyboardScroll } from '@/components/ui/keyboard-scroll';
import { useState, type ReactNode } from 'react';
import { SourceInvoice } from '@/components/invoices/source-invoice';
import { DetailsTable } from '@/components/ui/details-table';
import { NavLink } from '@/components/ui/nav-link';
import { Panel } from '@/components/ui/panel';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { useRecordAction } from '@/lib/api-client/use-resource';
import {
  addWorkOrderNote,
  changeWorkOrderStatus,
  tickChecklistItem,
  workOrderResource,
} from '@/lib/api-client/work-order-resources';
import { detailPath, modulePath } from '@/lib/modules/module-links';
import { finalWorkOrderStatuses, workOrderTransitions } from '@/lib/schemas/values/work-orders';
import type { WorkOrder, WorkOrderStatus } from '@/lib/schemas/work-orders';
import { formatDateTime } from '@/lib/utils/dates';
import { formatMoneyTr, formatPercentTr, formatQuantityTr } from '@/lib/utils/decimal';
import { DocumentTotalsView } from '@/components/documents/document-totals-view';
import { WorkOrderStatusTag } from './work-order-parts';
import { BackLink, RecordStatus } from '@/components/ui/record-status';
import { useFeedback } from '@/components/ui/feedback';
import { lazyComponent } from '@/components/ui/lazy';

const WorkOrderForm = lazyComponent(() => import('./work-order-form').then((m) => m.WorkOrderForm));

/** Writes an action's answer into the detail and refreshes what the write affects. */
function useWorkOrderAction<I>(fn: (input: I) => Promise<WorkOrder>) {
  const { message } = useFeedback();
  const te = useTranslations('WorkOrderDetail');
  return useRecordAction(workOrderResource, fn, {
    onError: (error) => message.error(apiErrorOf(error)?.message ?? te('actionFailed')),
  });
}

function StatusActions({ order }: { order: WorkOrder }) {
  const t = useTranslations('WorkOrderDetail');
  const change = useWorkOrderAction(changeWorkOrderStatus);
  const [asking, setAsking] = useState<'done' | 'cancelled' | null>(null);
  const [text, setText] = useState('');
  const label = (to: WorkOrderStatus) =>
    to === 'in_progress' && order.status === 'waiting_parts'
      ? t('actions.resume')
      : t(`actions.${to}` as 'actions.done');
  const submit = async () => {
    if (asking === 'done') await change.mutateAsync({ id: order.id, status: 'done', completionNote: text });
    else await change.mutateAsync({ id: order.id, status: 'cancelled', comment: text || null });
    setAsking(null);
    setText('');
  };
  return (
    <>
      {workOrderTransitions[order.status].map((to) => (
        <Button
          key={to}
          type={to === 'done' || (to === 'in_progress' && order.status === 'planned') ? 'primary' : 'default'}
          danger={to === 'cancelled'}
          loading={change.isPending && change.variables?.status === to}
          onClick={() =>
            to === 'done' || to === 'cancelled' ? setAsking(to) : change.mutate({ id: order.id, status: to })
          }
        >
          {label(to)}
        </Button>
      ))}
      <Modal
        open={asking !== null}
        title={asking === 'done' ? t('completeTitle') : t('cancelTitle')}
        okText={asking === 'done' ? t('actions.done') : t('actions.cancelled')}
        cancelText={t('close')}
        okButtonProps={{ disabled: asking === 'done' && !text.trim(), loading: change.isPending }}
        onOk={() => void submit()}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {asking === 'done' ? t('completeHelp') : t('cancelHelp')}
        </Typography.Paragraph>
        <Input.TextArea
          rows={4}
          aria-label={asking === 'done' ? t('completionNote') : t('comment')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Modal>
    </>
  );
}

function ChecklistCard({ order, editable }: { order: WorkOrder; editable: boolean }) {
  const t = useTranslations('WorkOrderDetail');
  const tick = useWorkOrderAction(tickChecklistItem);
  if (order.checklist.length === 0) return <Typography.Text type="secondary">{t('noChecklist')}</Typography.Text>;
  const done = order.checklist.filter((i) => i.done).length;
  return (
    <div data-testid="work-order-checklist">
      <Typography.Text type="secondary">
        {t('checklistProgress', { done, total: order.checklist.length })}
      </Typography.Text>
      {order.checklist.map((item) => (
        <div key={item.id} style={{ padding: '4px 0' }}>
          <Checkbox
            checked={item.done}
            disabled={!editable || tick.isPending}
            onChange={(e) => tick.mutate({ id: order.id, itemId: item.id, done: e.target.checked })}
          >
            {item.text}
          </Checkbox>
        </div>
      ))}
    </div>
  );
}

function Notes({ order, editable }: { order: WorkOrder; editable: boolean }) {
  const t = useTranslations('WorkOrderDetail');
  const add = useWorkOrderAction(addWorkOrderNote);
  const [body, setBody] = useState('');
  return (
    <div data-testid="work-order-notes">
      {order.notes.length === 0 ? <Typography.Text type="secondary">{t('noNotes')}</Typography.Text> : null}
      {order.notes.map((n) => (
        <Panel key={n.id} padding={12} style={{ marginBottom: 8 }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{n.body}</Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {n.authorName ?? '—'} · {formatDateTime(n.createdAt)}
          </Typography.Text>
        </Panel>
      ))}
      {editable ? (
        <Flex gap={8} vertical style={{ marginTop: 8 }}>
          <Input.TextArea
            rows={3}
            aria-label={t('newNote')}
            placeholder={t('newNote')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          <Button
            disabled={!body.trim()}
            loading={add.isPending}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => add.mutate({ id: order.id, body }, { onSuccess: () => setBody('') })}
          >
            {t('addNote')}
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}

function History({ order }: { order: WorkOrder }) {
  const ts = useTranslations('WorkOrderStatuses');
  return (
    <Timeline
      items={order.history.map((h, i) => ({
        key: i,
        content: (
          <>
            <Typography.Text strong>
              {h.from ? `${ts(h.from as WorkOrderStatus)} → ` : ''}
              {ts(h.to as WorkOrderStatus)}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {h.actorName ?? '—'} · {formatDateTime(h.at)}
            </Typography.Text>
            {h.comment ? <Typography.Paragraph style={{ marginBottom: 0 }}>{h.comment}</Typography.Paragraph> : null}
          </>
        ),
      }))}
    />
  );
}

function Lines({ order }: { order: WorkOrder }) {
  const t = useTranslations('WorkOrderForm');
  return (
    <>
      <KeyboardScroll label={t('lines')}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order.lines}
          scroll={{ x: 600 }}
          columns={[
            { key: 'description', title: t('description'), dataIndex: 'description' },
            {
              key: 'quantity',
              title: t('quantity'),
              align: 'right',
              render: (_, l) => `${formatQuantityTr(l.quantity)} ${l.unit}`,
            },
            { key: 'unitPrice', title: t('unitPrice'), align: 'right', render: (_, l) => formatMoneyTr(l.unitPrice) },
            {
              key: 'discount',
              title: t('discountRate'),
              align: 'right',
              render: (_, l) => (Number(l.discountRate) === 0 ? '' : formatPercentTr(l.discountRate)),
            },
            { key: 'vat', title: t('vatRate'), align: 'right', render: (_, l) => formatPercentTr(l.vatRate) },
            { key: 'net', title: t('net'), align: 'right', render: (_, l) => formatMoneyTr(l.net) },
          ]}
        />
      </KeyboardScroll>
      <div style={{ marginTop: 12 }}>
        <DocumentTotalsView totals={order} currency={order.currency} />
      </div>
    </>
  );
}

/** /tenant/work-orders/[id]: details, status actions, checklist, notes, lines, history and the order's tasks. */
export function WorkOrderDetailScreen({ id, tasks }: { id: string; tasks?: (order: WorkOrder) => ReactNode }) {
  const t = useTranslations('WorkOrderDetail');
  const tp = useTranslations('Priorities');
  const tenantId = useTenantId();
  const order = useQuery(workOrderResource.detailOptions(tenantId, id));
  const canUpdate = useCan('work-orders.update');
  const [editing, setEditing] = useState(false);
  const back = <BackLink href={modulePath('work-orders')}>{t('back')}</BackLink>;
  if (!order.isSuccess)
    return <RecordStatus query={order} back={back} notFound={t('notFound')} loadError={t('loadError')} rows={6} />;
  const w = order.data;
  const open = !finalWorkOrderStatuses.includes(w.status);
  const editable = open && canUpdate;
  return (
    <div data-testid="work-order-detail">
      <div style={{ marginBottom: 8 }}>{back}</div>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {w.number} · {w.title}
          </Typography.Title>
          <Flex gap={8} align="center" style={{ marginTop: 4 }}>
            <WorkOrderStatusTag status={w.status} />
            {w.readyToInvoice ? <Typography.Text type="success">{t('readyToInvoice')}</Typography.Text> : null}
          </Flex>
        </div>
        <Flex gap={8} wrap>
          <SourceInvoice source={{ workOrderId: w.id }} invoiceable={w.status === 'done'} />
          {canUpdate && open ? <StatusActions order={w} /> : null}
          {editable ? (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {!open ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('readOnly')} /> : null}
      <Panel>
        <DetailsTable
          items={[
            {
              key: 'customer',
              label: t('customer'),
              children: <NavLink href={detailPath('CustomerManagement', w.customerId)}>{w.customerName}</NavLink>,
            },
            { key: 'contact', label: t('contact'), children: w.contactName ?? '—' },
            { key: 'address', label: t('address'), children: w.addressText ?? '—' },
            { key: 'priority', label: t('priority'), children: tp(w.priority) },
            { key: 'start', label: t('plannedStart'), children: formatDateTime(w.plannedStart) || '—' },
            { key: 'end', label: t('plannedEnd'), children: formatDateTime(w.plannedEnd) || '—' },
            { key: 'assignees', label: t('assignees'), children: w.assignees.map((a) => a.name).join(', ') || '—' },
            {
              key: 'offer',
              label: t('offer'),
              children: w.offerId ? (
                <NavLink href={detailPath('offers', w.offerId)}>{w.offerNumber ?? '—'}</NavLink>
              ) : (
                '—'
              ),
            },
            ...(w.completionNote
              ? [{ key: 'completion', label: t('completionNote'), span: 'filled' as const, children: w.completionNote }]
              : []),
            ...(w.description
              ? [{ key: 'description', label: t('description'), span: 'filled' as const, children: w.description }]
              : []),
          ]}
        />
        <Tabs
          style={{ marginTop: 16 }}
          items={[
            { key: 'checklist', label: t('tabs.checklist'), children: <ChecklistCard order={w} editable={editable} /> },
            { key: 'lines', label: t('tabs.lines'), children: <Lines order={w} /> },
            { key: 'notes', label: t('tabs.notes'), children: <Notes order={w} editable={editable} /> },
            { key: 'history', label: t('tabs.history'), children: <History order={w} /> },
            ...(tasks ? [{ key: 'tasks', label: t('tabs.tasks'), children: tasks(w) }] : []),
          ]}
        />
      </Panel>
      {editing ? <WorkOrderForm record={w} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
