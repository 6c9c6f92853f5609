'use client';

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { moveTask, taskResource } from '@/lib/api-client/task-resources';
import type { Page } from '@/lib/api-client/resource';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { useAfterWrite } from '@/lib/api-client/use-resource';
import type { ListTasksQuery, Task, TaskStatus } from '@/lib/schemas/tasks';
import { taskStatuses } from '@/lib/schemas/values/tasks';
import { DueDate, PriorityTag } from './task-parts';
import { useFeedback } from '@/components/ui/feedback';

const BOARD_SIZE = 100;

function TaskCard({ task, draggable, onOpen }: { task: Task; draggable: boolean; onOpen: (task: Task) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: task.id,
    disabled: !draggable,
  });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    opacity: isDragging ? 0.6 : 1,
    cursor: draggable ? 'grab' : 'default',
    borderColor: task.overdue ? '#ff4d4f' : undefined,
    marginBottom: 8,
    padding: 12,
    touchAction: 'none' as const,
  };
  // Panel's box (no antd Card, which brings Tabs) on a plain div: dnd-kit needs the node's ref.
  return (
    <div
      ref={setNodeRef}
      className="cari-panel"
      style={style}
      data-testid="task-card"
      data-task-title={task.title}
      data-overdue={task.overdue ? 'true' : undefined}
      onDoubleClick={() => onOpen(task)}
      {...listeners}
      {...attributes}
    >
      <Typography.Text strong>{task.title}</Typography.Text>
      <Flex wrap gap={4} style={{ marginTop: 6 }} align="center">
        <PriorityTag priority={task.priority} />
        <DueDate task={task} />
      </Flex>
      {task.assigneeName ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {task.assigneeName}
        </Typography.Text>
      ) : null}
    </div>
  );
}

function Column({ status, tasks, children }: { status: TaskStatus; tasks: Task[]; children: React.ReactNode }) {
  const ts = useTranslations('TaskStatuses');
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <div
      ref={setNodeRef}
      data-testid={`task-column-${status}`}
      style={{
        flex: '1 1 240px',
        minWidth: 220,
        minHeight: 200,
        padding: 8,
        borderRadius: 8,
        background: isOver ? '#e6f0ff' : '#f5f7fa',
      }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{ts(status)}</Typography.Text>
        <Badge count={tasks.length} showZero color="#3B82F6" />
      </Flex>
      {children}
    </div>
  );
}

/** The kanban board of the list's tasks by status; a card dragged to another column changes its status. */
export function TaskBoard({ query, onOpen }: { query: ListTasksQuery; onOpen: (task: Task) => void }) {
  const t = useTranslations('TasksPage');
  const { message } = useFeedback();
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const afterWrite = useAfterWrite('tenant-tasks');
  const canUpdate = useCan('tasks.update');
  const boardQuery: ListTasksQuery = { ...query, status: undefined, pageIndex: 0, pageSize: BOARD_SIZE };
  const options = taskResource.listOptions(tenantId, boardQuery);
  const board = useQuery(options);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const status = over?.id as TaskStatus | undefined;
    const task = board.data?.items.find((i) => i.id === active.id);
    if (!status || !task || task.status === status) return;
    const key = options.queryKey;
    const previous = queryClient.getQueryData<Page<Task>>(key);
    queryClient.setQueryData<Page<Task>>(key, (page) =>
      page ? { ...page, items: page.items.map((i) => (i.id === task.id ? { ...i, status } : i)) } : page,
    );
    try {
      await moveTask(task.id, status);
      message.success(t('moved'));
    } catch {
      queryClient.setQueryData(key, previous);
      message.error(t('moveFailed'));
    } finally {
      afterWrite();
    }
  };

  if (board.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (board.isError) return <Alert type="error" showIcon title={t('loadError')} />;
  const items = board.data.items;
  return (
    <div data-testid="task-board">
      {board.data.totalCount > BOARD_SIZE ? (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('boardLimited', { count: BOARD_SIZE })} />
      ) : null}
      <DndContext sensors={sensors} onDragEnd={(e) => void onDragEnd(e)}>
        <Flex gap={12} wrap align="flex-start">
          {taskStatuses.map((status) => {
            const column = items.filter((i) => i.status === status);
            return (
              <Column key={status} status={status} tasks={column}>
                {column.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('boardEmpty')} />
                ) : (
                  column.map((task) => <TaskCard key={task.id} task={task} draggable={canUpdate} onOpen={onOpen} />)
                )}
              </Column>
            );
          })}
        </Flex>
      </DndContext>
    </div>
  );
}
