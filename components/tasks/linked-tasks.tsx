'use client';

import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { taskResource } from '@/lib/api-client/task-resources';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import type { Task } from '@/lib/schemas/tasks';
import type { TaskLink } from './task-form';
import { DueDate, PriorityTag, TaskStatusTag } from './task-parts';
import { lazyComponent } from '@/components/ui/lazy';

const TaskForm = lazyComponent(() => import('./task-form').then((m) => m.TaskForm));

/** The tasks about one record (a customer, an offer, a work order), with a new task linked to it. */
export function LinkedTasks({ link }: { link: TaskLink }) {
  const t = useTranslations('TasksPage');
  const tenantId = useTenantId();
  const canView = useCan('tasks.view');
  const canCreate = useCan('tasks.create');
  const [editing, setEditing] = useState<Task | null | undefined>(undefined);
  const query = {
    ...taskResource.initialQuery,
    view: 'all' as const,
    pageSize: 100,
    linkKind: link.kind,
    linkId: link.id,
  };
  const tasks = useQuery({ ...taskResource.listOptions(tenantId, query), enabled: Boolean(tenantId) && canView });
  if (!canView) return null;
  if (tasks.isPending) return <Skeleton active />;
  if (tasks.isError) return <Alert type="error" showIcon title={t('loadError')} />;
  return (
    <div data-testid="linked-tasks">
      {canCreate ? (
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('new')}
          </Button>
        </Flex>
      ) : null}
      {tasks.data.items.length === 0 ? (
        <Typography.Text type="secondary">{t('linkedEmpty')}</Typography.Text>
      ) : (
        <Table<Task>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={tasks.data.items}
          onRow={(task) => ({ onClick: () => setEditing(task), style: { cursor: 'pointer' } })}
          columns={[
            { key: 'title', title: t('taskTitle'), dataIndex: 'title' },
            { key: 'status', title: t('status'), render: (_, task) => <TaskStatusTag status={task.status} /> },
            { key: 'priority', title: t('priority'), render: (_, task) => <PriorityTag priority={task.priority} /> },
            { key: 'assignee', title: t('assignee'), render: (_, task) => task.assigneeName ?? '—' },
            { key: 'due', title: t('dueDate'), render: (_, task) => <DueDate task={task} /> },
          ]}
        />
      )}
      {editing !== undefined ? (
        <TaskForm record={editing} link={editing ? undefined : link} onClose={() => setEditing(undefined)} />
      ) : null}
    </div>
  );
}
