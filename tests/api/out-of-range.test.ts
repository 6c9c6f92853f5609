import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiErrorHandler } from '@/lib/server/api/error-handler';
import type { AppEnv } from '@/lib/server/api/context';
import { login, request, startTestApp } from './harness';
import { teknikAndIsik } from './portal-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

/** The API's own error handler behind routes that run what PostgreSQL refuses. */
function appWith(statement: ReturnType<typeof sql>) {
  const probe = new Hono<AppEnv>();
  probe.get('/', async (c) => c.json(await app.db.execute(statement)));
  probe.onError(apiErrorHandler);
  return probe;
}

describe("PostgreSQL's out-of-range errors", () => {
  const warn = jest.spyOn(console, 'warn');
  beforeEach(() => warn.mockImplementation(() => {}));
  afterAll(() => warn.mockRestore());

  it.each([
    ['22008 datetime field overflow', sql`select '0000-01-01'::date as d`],
    ['22007 invalid datetime', sql`select '2024-02-30'::date as d`],
    ['22003 numeric out of range', sql`select 1e20::numeric(18, 2) as n`],
    ['22003 integer out of range', sql`select 2147483648::int as n`],
  ])('answers %s with 400 out_of_range in Turkish', async (_, statement) => {
    const res = await appWith(statement).request('/', { headers: { 'accept-language': 'tr' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'out_of_range', message: 'Girilen bir değer izin verilen aralığın dışında.' },
    });
    // One line, the database's message JSON-encoded.
    const line = String(warn.mock.calls.at(-1)?.[0]);
    expect(line).toMatch(/^API input out of range method="GET" path="\/" error="/);
    expect(line).not.toContain('\n');
  });

  it('keeps other database errors a 500', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await appWith(sql`select * from no_such_table`).request('/');
      expect(res.status).toBe(500);
      expect((await res.json()).error.code).toBe('internal_error');
    } finally {
      error.mockRestore();
    }
  });

  it('answers a work order planned in year 0000 with a 400, not a 500', async () => {
    const { isikId } = await teknikAndIsik(app);
    const res = await request('POST', '/api/tenant/WorkOrders', {
      token: owner,
      body: { customerId: isikId, title: 'Sıfır yılı', plannedStart: '0000-01-01T00:00:00.000Z' },
    });
    expect([res.status, res.body.error.code]).toEqual([400, 'out_of_range']);
  });
});
