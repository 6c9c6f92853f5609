import 'server-only';

import { Hono } from 'hono';
import { moveTaskInputSchema, taskSchema, taskSchemas } from '@/lib/schemas/tasks';
import { moveTask, taskService } from '../../../services/tasks/tasks';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { assigneesRoute } from './assignees-route';
import { actorOf, idParam } from './helpers';

/** /api/tenant/Tasks: the kit's five routes (scoped to one's own tasks without tasks.view-all), a kanban move, assignees. */
export const taskRoutes = new Hono<AppEnv>();
const tag = 'Tasks';
const base = '/api/tenant/Tasks';

// GET /api/tenant/Tasks/assignees – the users a task can be given to (no users.view needed)
assigneesRoute(taskRoutes, { base, tag, guard: requirePermission('tasks.view') });

// PATCH /api/tenant/Tasks/:id/status – a kanban move between columns
describeRoute({
  method: 'patch',
  path: `${base}/{id}/status`,
  summary: 'Move a task to another status',
  tag,
  body: moveTaskInputSchema,
  response: taskSchema,
});
taskRoutes.patch('/:id/status', requirePermission('tasks.update'), validate('json', moveTaskInputSchema), async (c) =>
  c.json({ data: await moveTask(c.var.db, actorOf(c), idParam(c), c.req.valid('json').status) }),
);

crudRoutes('tenant-tasks', taskSchemas, taskService, { router: taskRoutes });
