'use client';

import { Segmented } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { taskResource } from '@/lib/api-client/task-resources';
import { useCan } from '@/lib/api-client/use-permissions';
import type { Task } from '@/lib/schemas/tasks';
import { taskStatuses } from '@/lib/schemas/values/tasks';
import { DueDate, PriorityTag, TaskStatusTag } from './task-parts';
import { lazyComponent } from '@/components/ui/lazy';
import { PriorityFilter, StatusFilter } from '@/components/ui/filter-select';

const loadForm = () => import('./task-form');
const TaskForm = lazyComponent(() => loadForm().then((m) => m.TaskForm));
const TaskBoard = lazyComponent(() => import('./task-board').then((m) => m.TaskBoard));

/** /tenant/tasks: 'Görevlerim' first, all tasks with tasks.view-all, a list or a kanban board. */
export function TasksScreen() {
  const t = useTranslations('TasksPage');
  const ts = useTranslations('TaskStatuses');
  const tl = useTranslations('TaskLinkKinds');
  const canViewAll = useCan('tasks.view-all');
  const [mode, setMode] = useState<'list' | 'board'>('list');
  const [opened, setOpened] = useState<Task | null>(null);
  return (
    <>
      <ResourceListScreen
        resource={taskResource}
        namespace="TasksPage"
        testId="tasks-page"
        itemLabel={(task) => task.title}
        columns={[
          { key: 'title', title: t('taskTitle'), sortField: 'title', render: (task) => task.title },
          { key: 'status', title: t('status'), render: (task) => <TaskStatusTag status={task.status} /> },
          {
            key: 'priority',
            title: t('priority'),
            sortField: 'priority',
            hideBelow: 'md',
            render: (task) => <PriorityTag priority={task.priority} />,
          },
          { key: 'assignee', title: t('assignee'), hideBelow: 'md', render: (task) => task.assigneeName ?? '—' },
          { key: 'dueDate', title: t('dueDate'), sortField: 'dueDate', render: (task) => <DueDate task={task} /> },
          {
            key: 'link',
            title: t('link'),
            hideBelow: 'lg',
            render: (task) => (task.linkKind && task.linkLabel ? `${tl(task.linkKind)}: ${task.linkLabel}` : '—'),
          },
        ]}
        filters={({ query, patch }) => (
          <>
            {canViewAll ? (
              <Segmented
                aria-label={t('view')}
                value={query.view}
                onChange={(view) => patch({ view: view as 'mine' | 'all' })}
                options={[
                  { value: 'mine', label: t('mine') },
                  { value: 'all', label: t('all') },
                ]}
              />
            ) : null}
            <StatusFilter
              statuses={taskStatuses}
              labelOf={ts}
              value={query.status}
              onChange={(status) => patch({ status })}
            />
            <PriorityFilter value={query.priority} onChange={(priority) => patch({ priority })} />
            <Segmented
              aria-label={t('layout')}
              value={mode}
              onChange={(m) => setMode(m as 'list' | 'board')}
              options={[
                { value: 'list', label: t('list') },
                { value: 'board', label: t('board') },
              ]}
            />
          </>
        )}
        body={({ query }) => (mode === 'board' ? <TaskBoard query={query} onOpen={setOpened} /> : null)}
        preloadForm={loadForm}
        form={(record, close) => <TaskForm record={record} onClose={close} />}
      />
      {opened ? <TaskForm record={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
