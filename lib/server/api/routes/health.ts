import 'server-only';

import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { getDb } from '../../database';
import { metricsSnapshot } from '../../metrics';
import { doc } from '../route-doc';

export const healthRoutes = new Hono();
const healthSchema = z.object({ status: z.literal('ok'), metrics: z.record(z.string(), z.number()).optional() });

// 200 when the database answers, 503 otherwise; work counters with CARI_METRICS=true
healthRoutes.get('/', doc({ summary: 'Liveness and database check', response: healthSchema }), async (c) => {
  try {
    await (await getDb()).execute(sql`select 1`);
    return c.json({ data: { status: 'ok', metrics: metricsSnapshot() } });
  } catch (error) {
    console.error('Health check failed', error);
    return c.json({ error: { code: 'service_unavailable', message: 'database unavailable' } }, 503);
  }
});
