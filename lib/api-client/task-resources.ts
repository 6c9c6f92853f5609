import { z } from 'zod';
import { assigneeSchema, taskSchema, taskSchemas, type TaskStatus } from '@/lib/schemas/tasks';
import { api } from './client';
import { parseData } from './envelope';
import { defineResource } from './resource';

/** Tasks open on 'Görevlerim', soonest due first. */
export const taskResource = defineResource('tenant-tasks', taskSchemas, {
  pageIndex: 0,
  pageSize: 20,
  view: 'mine',
  sortField: 'dueDate',
  sortOrder: 'asc',
});

export const taskAssigneesKey = (tenantId: string) => [...taskResource.keys.all(tenantId), 'assignees'] as const;

export const fetchTaskAssignees = () => parseData(api.get('tenant/Tasks/assignees').json(), z.array(assigneeSchema));

/** A kanban move. */
export const moveTask = (id: string, status: TaskStatus) =>
  parseData(api.patch(`tenant/Tasks/${id}/status`, { json: { status } }).json(), taskSchema);
