import { apiPath } from '@/lib/modules/module-links';
import type { TaskStatus } from '@/lib/schemas/tasks';
import { api } from './client';
import { lazyArray, lazySchema, parseData } from './envelope';
import { priorities, taskStatuses } from '@/lib/schemas/values/tasks';
import { dayParam, oneOf } from './list-params';
import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/tasks');
const taskSchema = lazySchema(() => schemas().then((m) => m.taskSchema));
const assigneesSchema = lazyArray(() => schemas().then((m) => m.assigneeSchema));

/** Tasks open on 'Görevlerim', soonest due first. */
export const taskResource = defineResource(
  'tenant-tasks',
  () => schemas().then((m) => m.taskSchemas),
  { pageIndex: 0, pageSize: 20, view: 'mine', sortField: 'dueDate', sortOrder: 'asc' },
  {
    sort: ['dueDate', 'createdAt', 'title', 'priority'],
    filters: {
      view: oneOf(['mine', 'all']),
      status: oneOf(taskStatuses),
      priority: oneOf(priorities),
      overdue: oneOf(['true']),
      dueFrom: dayParam,
      dueTo: dayParam,
    },
  },
);

const fetchTaskAssignees = () => parseData(api.get(apiPath('tenant-tasks', 'assignees')).json(), assigneesSchema);
export const taskAssigneesOptions = taskResource.query('assignees', fetchTaskAssignees);

/** A kanban move. */
export const moveTask = (id: string, status: TaskStatus) =>
  parseData(api.patch(apiPath('tenant-tasks', id, 'status'), { json: { status } }).json(), taskSchema);
