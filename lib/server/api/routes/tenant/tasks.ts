import 'server-only';

import { Hono } from 'hono';
import { moveTaskInputSchema, taskSchema, taskSchemas } from '@/lib/schemas/tasks';
import { moveTask, taskService } from '../../../services/tasks/tasks';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { assigneesRoute } from './assignees-route';
import { actorOf, idParam } from './helpers';

/** Tasks: the kit's five routes (scoped to one's own tasks without tasks.view-all), a kanban move, assignees. */
export const taskRoutes = new Hono<AppEnv>();

assigneesRoute(taskRoutes, requirePermission('tasks.view'));

// A kanban move between columns
taskRoutes.patch(
  '/:id/status',
  doc({ summary: 'Move a task to another status', response: taskSchema }),
  requirePermission('tasks.update'),
  validate('json', moveTaskInputSchema),
  async (c) => c.json({ data: await moveTask(c.var.db, actorOf(c), idParam(c), c.req.valid('json').status) }),
);

crudRoutes('tenant-tasks', taskSchemas, taskService, { router: taskRoutes });
