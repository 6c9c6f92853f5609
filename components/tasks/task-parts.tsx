'use client';

import { Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { taskAssigneesOptions } from '@/lib/api-client/task-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import type { Priority, Task, TaskStatus } from '@/lib/schemas/tasks';
import { formatDate } from '@/lib/utils/dates';

const priorityColors: Record<Priority, string> = { low: 'default', normal: 'blue', high: 'orange', urgent: 'red' };
const statusColors: Record<TaskStatus, string> = { todo: 'default', in_progress: 'processing', done: 'success' };

export function PriorityTag({ priority }: { priority: Priority }) {
  const t = useTranslations('Priorities');
  return <Tag color={priorityColors[priority]}>{t(priority)}</Tag>;
}

export function TaskStatusTag({ status }: { status: TaskStatus }) {
  const t = useTranslations('TaskStatuses');
  return <Tag color={statusColors[status]}>{t(status)}</Tag>;
}

/** The due date; an overdue task shows it in red with a 'Gecikmiş' tag. */
export function DueDate({ task }: { task: Pick<Task, 'dueDate' | 'overdue'> }) {
  const t = useTranslations('TasksPage');
  if (!task.dueDate) return <Typography.Text type="secondary">—</Typography.Text>;
  return task.overdue ? (
    <span data-overdue="true">
      <Typography.Text type="danger" strong>
        {formatDate(task.dueDate)}
      </Typography.Text>{' '}
      <Tag color="error">{t('overdue')}</Tag>
    </span>
  ) : (
    <span>{formatDate(task.dueDate)}</span>
  );
}

/** The tenant users a task can be given to. */
export function useTaskAssignees() {
  return useQuery({ ...taskAssigneesOptions(useTenantId()), staleTime: 60_000 });
}
