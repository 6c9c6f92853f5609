import 'server-only';

import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { assigneeSchema } from '@/lib/schemas/tasks';
import { listAssignees } from '../../../services/tenant/assignees';
import type { AppEnv } from '../../context';
import { doc } from '../../route-doc';
import { actorOf } from './helpers';

/** GET …/assignees: the tenant's users a task or a work order can be given to (no users.view needed). */
export function assigneesRoute(routes: Hono<AppEnv>, guard: MiddlewareHandler<AppEnv>) {
  routes.get('/assignees', doc({ summary: 'Assignable users', response: z.array(assigneeSchema) }), guard, async (c) =>
    c.json({ data: await listAssignees(c.var.db, { tenantId: actorOf(c).tenantId }) }),
  );
}
