import 'server-only';

import { and, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import { modulePath } from '@/lib/modules/module-links';
import { permissionOf } from '@/lib/modules/tenant-modules';
import { taskSchema, type CreateTaskData, type ListTasksQuery, type Task, type TaskStatus } from '@/lib/schemas/tasks';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';
import type { Db, DbOrTx } from '../../db/client';
import { tasks, users } from '../../db/schema';
import { istanbulTodaySql } from '../../db/sql-dates';
import type { Actor, Viewer } from '../../kit/actor';
import { crudService } from '../../kit/crud-service';
import { pickShape, tenantWrite, updateVersioned } from '../../kit/records';
import { auditRecord } from '../audit';
import { notify } from '../notifications/notify';
import { assertAssignees, userDisplayName } from '../tenant/assignees';
import { assertLinkTarget, linkLabelSql } from './links';

const overdueSql = sql<boolean>`coalesce(${tasks.dueDate} < ${istanbulTodaySql} and ${tasks.status} <> 'done', false)`;
const priorityRank = sql`case ${tasks.priority} when 'urgent' then 4 when 'high' then 3 when 'normal' then 2 else 1 end`;

/** Without tasks.view-all a user sees the tasks assigned to them or created by them. */
const taskScope = (viewer: Viewer) =>
  viewer.can?.(permissionOf('tenant-tasks', 'view-all'))
    ? undefined
    : or(eq(tasks.assigneeId, viewer.userId), eq(tasks.createdBy, viewer.userId));

/** Tasks: 'Görevlerim' (assigned to me) by default, all those the user may see, a kanban by status. */
export const taskService = crudService({
  entity: 'task',
  table: tasks,
  select: (db: DbOrTx) =>
    db
      .select({
        row: tasks,
        assigneeName: sql<string | null>`case when ${users.id} is null then null else ${userDisplayName} end`,
        linkLabel: linkLabelSql(),
        overdue: overdueSql,
      })
      .from(tasks)
      .leftJoin(users, eq(users.id, tasks.assigneeId))
      .$dynamic(),
  toDto: ({ row, ...joined }): Task =>
    ({ ...pickShape(taskSchema, row), ...joined, createdAt: row.createdAt.toISOString() }) as Task,
  columns: (input: CreateTaskData) => ({
    ...input,
    searchText: foldTurkish(`${input.title} ${input.description ?? ''}`),
    sortName: turkishSortKey(input.title),
  }),
  prepare: async (_tx, actor, _input, before) => (before ? {} : { createdBy: actor.userId }),
  search: { folded: tasks.searchText },
  sort: { dueDate: tasks.dueDate, createdAt: tasks.createdAt, title: tasks.sortName, priority: priorityRank },
  scope: taskScope,
  filters: (q: ListTasksQuery, viewer) => [
    q.view === 'mine' && viewer ? eq(tasks.assigneeId, viewer.userId) : undefined,
    q.status && eq(tasks.status, q.status),
    q.priority && eq(tasks.priority, q.priority),
    q.assigneeId && eq(tasks.assigneeId, q.assigneeId),
    q.linkKind && eq(tasks.linkKind, q.linkKind),
    q.linkId && eq(tasks.linkId, q.linkId),
    q.overdue === 'true' && overdueSql,
    q.dueFrom && gte(tasks.dueDate, q.dueFrom),
    q.dueTo && lte(tasks.dueDate, q.dueTo),
  ],
  // A new assignee hears of it (not the user who took the task themselves).
  afterWrite: async (tx, actor, id, input, _op, before) => {
    if (!input.assigneeId || input.assigneeId === before?.assigneeId || input.assigneeId === actor.userId) return;
    await notify(
      tx,
      {
        tenantId: actor.tenantId,
        kind: 'task_assigned',
        params: { title: input.title },
        link: modulePath('tenant-tasks'),
        entityId: id,
      },
      [input.assigneeId],
    );
  },
  validate: async (tx, actor, input) => {
    await assertAssignees(tx, actor.tenantId, input.assigneeId ? [input.assigneeId] : [], 'assigneeId');
    await assertLinkTarget(tx, actor.tenantId, input);
  },
  label: (row) => row.title,
});

/** A kanban move: the status alone, on the stored version (a task the user cannot see is 404). */
export async function moveTask(db: Db, actor: Actor, id: string, status: TaskStatus): Promise<Task> {
  return tenantWrite(db, actor.tenantId, tasks, async (tx) => {
    const before = await taskService.get(tx, { tenantId: actor.tenantId, id, viewer: actor });
    if (before.status !== status) {
      await updateVersioned(tx, tasks, { tenantId: actor.tenantId, id, version: before.version }, { status });
      await auditRecord(tx, actor, {
        entity: 'task',
        action: 'update',
        id,
        data: { status: { from: before.status, to: status } },
      });
    }
    return taskService.get(tx, { tenantId: actor.tenantId, id });
  });
}

/** The viewer's open tasks due this week (Monday to Sunday, Istanbul), and how many of them are overdue. */
export async function myTasksThisWeek(db: DbOrTx, viewer: Viewer) {
  const [row] = await db
    .select({
      value: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${tasks.dueDate} < ${istanbulTodaySql})::int`,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.tenantId, viewer.tenantId),
        eq(tasks.assigneeId, viewer.userId),
        ne(tasks.status, 'done'),
        sql`${tasks.dueDate} >= date_trunc('week', ${istanbulTodaySql})::date`,
        sql`${tasks.dueDate} < (date_trunc('week', ${istanbulTodaySql}) + interval '7 days')::date`,
      ),
    );
  return { value: row?.value ?? 0, breakdown: { overdue: row?.overdue ?? 0 } };
}
