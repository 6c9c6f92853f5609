import 'server-only';

import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { getDb } from '../../database';
import { metricsSnapshot } from '../../metrics';
import { describeRoute } from '../openapi-registry';

export const healthRoutes = new Hono();

describeRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Liveness and database check',
  tag: 'System',
  auth: false,
});
// GET /api/health – 200 when the database answers, 503 otherwise; work counters with CARI_METRICS=true
healthRoutes.get('/', async (c) => {
  try {
    await (await getDb()).execute(sql`select 1`);
    return c.json({ data: { status: 'ok', metrics: metricsSnapshot() } });
  } catch (error) {
    console.error('Health check failed', error);
    return c.json({ error: { code: 'service_unavailable', message: 'database unavailable' } }, 503);
  }
});
