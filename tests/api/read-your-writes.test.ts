import type { Database } from '@/lib/server/db/client';
import { setDatabase } from '@/lib/server/database';
import { login, request, startTestApp } from './harness';
import { demoIds, permissionIds } from './tenant-fixtures';

/**
 * Read your writes on any instance (issue 40, item 3): two app instances on one PostgreSQL database,
 * each with its own pools and list windows (Database.lists), and a read through B right after a write
 * through A. The instances share this process, so a request goes through one while it is the current
 * database (setDatabase), as it would through its own server. PGlite is embedded in one process: it
 * has no second instance (its windows answer to that process's writes alone, request-path.test.ts).
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two app instances on one PostgreSQL database', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let a: Database;
  let b: Database;
  let owner: string;
  beforeAll(async () => {
    app = await startTestApp();
    a = app.database;
    b = await app.openInstance();
    owner = await login('owner@teknik.cari.demo');
  });
  afterAll(async () => {
    setDatabase(a);
    await b.close();
    await app.close();
  });

  /** Runs requests through instance B, then makes A the current one again. */
  async function throughB<T>(work: () => Promise<T>): Promise<T> {
    setDatabase(b);
    try {
      return await work();
    } finally {
      setDatabase(a);
    }
  }

  const windowQueries = () =>
    (globalThis as { __cariMetrics?: Record<string, number> }).__cariMetrics?.listWindowQueries ?? 0;
  const names = (res: { body: { data: { items: { name: string }[] } } }) => res.body.data.items.map((c) => c.name);
  const list = () =>
    request('GET', '/api/tenant/Customers?searchText=ikiz&sortField=name&pageSize=50', { token: owner });
  const customer = (name: string) => ({
    kind: 'company',
    name,
    contacts: [{ name: 'Ada' }],
    addresses: [],
    allowDuplicate: true,
  });

  it('lists through B a customer created through A, at once', async () => {
    expect((await request('POST', '/api/tenant/Customers', { token: owner, body: customer('İkiz Bir') })).status).toBe(
      201,
    );
    expect(names(await throughB(list))).toEqual(['İkiz Bir']);
    // B keeps its window: without a write, the next read costs no window query.
    const queries = windowQueries();
    expect(names(await throughB(list))).toEqual(['İkiz Bir']);
    expect(windowQueries()).toBe(queries);

    const created = await request('POST', '/api/tenant/Customers', { token: owner, body: customer('İkiz İki') });
    expect(created.status).toBe(201);
    const after = await throughB(list);
    expect(names(after)).toEqual(['İkiz Bir', 'İkiz İki']);
    expect(after.body.data.totalCount).toBe(2);
  });

  it('leaves out through B a customer deleted through A, at once', async () => {
    const kept = await throughB(list);
    const gone = kept.body.data.items.find((c: { name: string }) => c.name === 'İkiz İki');
    expect(gone).toBeDefined();
    expect((await request('DELETE', `/api/tenant/Customers/${gone.id}`, { token: owner })).status).toBe(200);
    const after = await throughB(list);
    expect(names(after)).toEqual(['İkiz Bir']);
    expect(after.body.data.totalCount).toBe(1);
  });

  it('a write through B shows in the list A keeps too', async () => {
    expect(names(await list())).toEqual(['İkiz Bir']);
    const created = await throughB(() =>
      request('POST', '/api/tenant/Customers', { token: owner, body: customer('İkiz Üç') }),
    );
    expect(created.status).toBe(201);
    expect(names(await list())).toEqual(['İkiz Bir', 'İkiz Üç']);
  });

  it('refuses through B at once a session ended through A', async () => {
    const token = await login('owner@teknik.cari.demo');
    expect((await throughB(() => request('GET', '/api/tenant/Customers', { token }))).status).toBe(200);
    expect((await request('POST', '/api/common/Auth/logout', { token })).status).toBe(200);
    expect((await throughB(() => request('GET', '/api/tenant/Customers', { token }))).status).toBe(401);
  });

  it('applies through B at once a permission taken away through A', async () => {
    const ids = await demoIds(app);
    const satis = await login('satis@teknik.cari.demo');
    expect((await throughB(() => request('GET', '/api/tenant/Customers', { token: satis }))).status).toBe(200);
    const role = (await request('GET', `/api/tenant/Roles/${ids.teknikSalesRole}`, { token: owner })).body.data;
    const body = { name: role.name, permissionIds: await permissionIds(app, ['tasks.view']), version: role.version };
    expect((await request('PUT', `/api/tenant/Roles/${role.id}`, { token: owner, body })).status).toBe(200);
    expect((await throughB(() => request('GET', '/api/tenant/Customers', { token: satis }))).status).toBe(403);
  });
});
