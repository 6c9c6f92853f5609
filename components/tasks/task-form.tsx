'use client';

import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { DatePicker } from '@/components/ui/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { RemoteSelect } from '@/components/ui/remote-select';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { customerResource } from '@/lib/api-client/customer-requests';
import { taskResource } from '@/lib/api-client/task-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { createTaskInputSchema, type CreateTaskInput, type Task, type TaskLinkKind } from '@/lib/schemas/tasks';
import { taskStatuses } from '@/lib/schemas/values/tasks';
import { PriorityField, TitleAndDescriptionFields } from './job-fields';
import { useTaskAssignees } from './task-parts';

type Values = Omit<CreateTaskInput, 'dueDate'> & { dueDate?: Dayjs | null };

/** A link a new task starts with (opened from the linked record's page). */
export interface TaskLink {
  kind: TaskLinkKind;
  id: string;
  label: string;
}

const blank: Values = {
  title: '',
  description: null,
  assigneeId: null,
  dueDate: null,
  priority: 'normal',
  status: 'todo',
  linkKind: null,
  linkId: null,
};

/** Create or edit a task; a customer can be picked as its link, another link is kept as it is. */
export function TaskForm({ record, link, onClose }: { record: Task | null; link?: TaskLink; onClose: () => void }) {
  const t = useTranslations('TasksPage');
  const ts = useTranslations('TaskStatuses');
  const tl = useTranslations('TaskLinkKinds');
  const tenantId = useTenantId();
  const assignees = useTaskAssignees();
  const shape = createTaskInputSchema.shape;
  const fixedLink =
    link ??
    (record?.linkKind && record.linkKind !== 'customer' && record.linkId
      ? { kind: record.linkKind, id: record.linkId, label: record.linkLabel ?? '' }
      : undefined);
  const toValues = (task: Task | null): Values =>
    task
      ? { ...blank, ...task, dueDate: task.dueDate ? dayjs(task.dueDate) : null }
      : { ...blank, linkKind: link?.kind ?? null, linkId: link?.id ?? null };
  return (
    <ResourceFormDrawer<Task, Values, CreateTaskInput>
      resource={taskResource}
      record={record}
      title={record ? t('editTitle') : t('createTitle')}
      toValues={toValues}
      toInput={({ dueDate, ...values }) => ({
        ...values,
        linkKind: values.linkId ? (fixedLink?.kind ?? 'customer') : null,
        dueDate: dueDate ? dueDate.format('YYYY-MM-DD') : null,
      })}
      onClose={onClose}
      testId="task-form"
    >
      <TitleAndDescriptionFields
        labels={{ title: t('taskTitle'), description: t('description') }}
        titleSchema={shape.title}
      />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="assigneeId" label={t('assignee')}>
            <Select
              allowClear
              placeholder={t('unassigned')}
              loading={assignees.isPending}
              options={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="dueDate" label={t('dueDate')}>
            <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <PriorityField label={t('priority')} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label={t('status')}>
            <Select options={taskStatuses.map((s) => ({ value: s, label: ts(s) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="linkKind" hidden>
        <Input />
      </Form.Item>
      {fixedLink ? (
        <>
          <Form.Item name="linkId" hidden>
            <Input />
          </Form.Item>
          <Form.Item label={t('link')}>
            <Typography.Text>
              {tl(fixedLink.kind)}: {fixedLink.label}
            </Typography.Text>
          </Form.Item>
        </>
      ) : (
        <Form.Item name="linkId" label={t('linkCustomer')}>
          <RemoteSelect
            allowClear
            placeholder={t('noLink')}
            queryKey={customerResource.keys.all(tenantId)}
            selectedLabel={record?.linkKind === 'customer' ? record.linkLabel : null}
            fetchOptions={async (searchText) =>
              (
                await customerResource.list({ ...customerResource.initialQuery, searchText: searchText || undefined })
              ).items.map((c) => ({ value: c.id, label: c.name }))
            }
          />
        </Form.Item>
      )}
    </ResourceFormDrawer>
  );
}
