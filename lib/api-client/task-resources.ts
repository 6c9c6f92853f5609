import type { TaskStatus } from '@/lib/schemas/tasks';
import { api } from './client';
import { lazyArray, lazySchema, parseData } from './envelope';
import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/tasks');
const taskSchema = lazySchema(() => schemas().then((m) => m.taskSchema));
const assigneesSchema = lazyArray(() => schemas().then((m) => m.assigneeSchema));

/** Tasks open on 'Görevlerim', soonest due first. */
export const taskResource = defineResource('tenant-tasks', () => schemas().then((m) => m.taskSchemas), {
  pageIndex: 0,
  pageSize: 20,
  view: 'mine',
  sortField: 'dueDate',
  sortOrder: 'asc',
});

export const taskAssigneesKey = (tenantId: string) => [...taskResource.keys.all(tenantId), 'assignees'] as const;

export const fetchTaskAssignees = () => parseData(api.get('tenant/Tasks/assignees').json(), assigneesSchema);

/** A kanban move. */
export const moveTask = (id: string, status: TaskStatus) =>
  parseData(api.patch(`tenant/Tasks/${id}/status`, { json: { status } }).json(), taskSchema);
