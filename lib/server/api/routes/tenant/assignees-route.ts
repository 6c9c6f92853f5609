import 'server-only';

import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { assigneeSchema } from '@/lib/schemas/tasks';
import { listAssignees } from '../../../services/tenant/assignees';
import type { AppEnv } from '../../context';
import { describeRoute } from '../../openapi-registry';
import { actorOf } from './helpers';

/** GET {base}/assignees: the tenant's users a task or a work order can be given to (no users.view needed). */
export function assigneesRoute(
  routes: Hono<AppEnv>,
  { base, tag, guard }: { base: string; tag: string; guard: MiddlewareHandler<AppEnv> },
) {
  describeRoute({
    method: 'get',
    path: `${base}/assignees`,
    summary: 'Assignable users',
    tag,
    response: z.array(assigneeSchema),
  });
  routes.get('/assignees', guard, async (c) =>
    c.json({ data: await listAssignees(c.var.db, { tenantId: actorOf(c).tenantId }) }),
  );
}
