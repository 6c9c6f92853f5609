import { and, desc, eq, isNull } from 'drizzle-orm';
import { accessTokenState, signAccessToken } from '@/lib/auth/token';
import { listCustomersQuerySchema } from '@/lib/schemas/customers';
import { customers, paymentMethods, tenants } from '@/lib/server/db/schema';
import { listCustomers } from '@/lib/server/services/customers/list';
import { WINDOW_TTL_MS } from '@/lib/server/kit/list-window';
import { login, request, startTestApp } from './harness';

/**
 * What the list's request path keeps between requests (issue: fast lists) stays correct: verified
 * tokens still expire and still need our secret; list windows are read once for requests that
 * miss them together, read again after a write (of their table or of one declared to affect it),
 * and renewed before they expire by one request.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());
afterEach(() => jest.restoreAllMocks());

const windowQueries = () =>
  (globalThis as { __cariMetrics?: Record<string, number> }).__cariMetrics?.listWindowQueries ?? 0;
const pageStatementBuilds = () =>
  (globalThis as { __cariMetrics?: Record<string, number> }).__cariMetrics?.pageStatementBuilds ?? 0;
const later = (ms: number) => {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + ms);
};

describe('verified access tokens', () => {
  it('are reused until they expire, then answer expired; another secret does not accept them', async () => {
    const claims = { userId: 'u1', accountTypeId: 2, tenantId: null, sessionId: 's1' };
    const token = await signAccessToken(claims, new Date(Date.now() + 60_000));
    expect(await accessTokenState(token)).toEqual(claims);
    expect(await accessTokenState(token)).toEqual(claims);
    later(61_000);
    expect(await accessTokenState(token)).toBe('expired');
    jest.restoreAllMocks();

    const secret = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = 'another-secret-of-at-least-thirty-two-bytes';
    try {
      expect(await accessTokenState(token)).toBeNull();
    } finally {
      process.env.AUTH_SECRET = secret;
    }
    expect(await accessTokenState(token)).toEqual(claims);
    expect(await accessTokenState(`${token}x`)).toBeNull();
  });
});

describe('page statements', () => {
  it('a list builds its page query once, and each page still holds its own rows in order', async () => {
    const page = (pageIndex: number) =>
      request('GET', `/api/tenant/Customers?pageIndex=${pageIndex}&pageSize=5&sortField=createdAt&sortOrder=desc`, {
        token: owner,
      });
    await page(0);
    const before = pageStatementBuilds();
    expect(before).toBeGreaterThan(0);
    const [first, second] = [await page(0), await page(1)];
    expect(pageStatementBuilds()).toBe(before);
    const names = (r: typeof first) => r.body.data.items.map((c: { name: string }) => c.name);
    const expected = await app.db
      .select({ name: customers.name })
      .from(customers)
      .innerJoin(tenants, eq(tenants.id, customers.tenantId))
      .where(and(eq(tenants.name, 'Demo Teknik Servis'), isNull(customers.deletedAt)))
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(10);
    expect([...names(first), ...names(second)]).toEqual(expected.map((c) => c.name));
  });
});

describe('list windows', () => {
  const list = (search: string) =>
    request('GET', `/api/tenant/Customers?searchText=${encodeURIComponent(search)}&sortField=createdAt`, {
      token: owner,
    });

  it('requests that miss the same window together share one query and one answer', async () => {
    const [tenant] = await app.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, 'Demo Teknik Servis'));
    const query = listCustomersQuerySchema.parse({ searchText: 'a', sortField: 'name', sortOrder: 'desc' });
    const before = windowQueries();
    // Called side by side, so that every call meets the missing window before the first query ends.
    const pages = await Promise.all(
      Array.from({ length: 8 }, () => listCustomers(app.db, { tenantId: tenant!.id, query })),
    );
    expect(pages[0]!.totalCount).toBeGreaterThan(0);
    expect(new Set(pages.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(windowQueries() - before).toBe(1);
  });

  it('a write is seen by the next page at once', async () => {
    const first = await list('pencere');
    expect(first.body.data.totalCount).toBe(0);
    const created = await request('POST', '/api/tenant/Customers', {
      token: owner,
      body: { kind: 'individual', name: 'Pencere Testi', allowDuplicate: true },
    });
    expect(created.status).toBe(201);
    const second = await list('pencere');
    expect(second.body.data.totalCount).toBe(1);
    expect(second.body.data.items[0].name).toBe('Pencere Testi');
  });

  it("a payment makes the invoices' windows stale at once: lists read next show it paid", async () => {
    const post = (url: string, body: unknown) => request('POST', url, { token: owner, body });
    const invoicesOf = async (customerId: string, paymentStatus: string) =>
      (
        await request('GET', `/api/tenant/Invoices?customerId=${customerId}&paymentStatus=${paymentStatus}`, {
          token: owner,
        })
      ).body.data;
    const customerId = (await post('/api/tenant/Customers', { kind: 'company', name: 'Pencere Tahsilat' })).body.data
      .id;
    const seriesId = (await post('/api/tenant/InvoiceSeries', { code: 'PNC', year: 2026 })).body.data.id;
    const line = {
      itemKind: 'text',
      description: 'Bakım',
      quantity: '1',
      unit: 'adet',
      unitPrice: '100.00',
      vatRate: 20,
    };
    const draft = await post('/api/tenant/Invoices', {
      customerId,
      seriesId,
      invoiceDate: '2026-03-10',
      dueDate: '2099-04-09',
      lines: [line],
    });
    expect((await post(`/api/tenant/Invoices/${draft.body.data.id}/issue`, {})).status).toBe(200);
    expect((await invoicesOf(customerId, 'unpaid')).totalCount).toBe(1);
    expect((await invoicesOf(customerId, 'paid')).totalCount).toBe(0);

    const [method] = await app.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .innerJoin(tenants, eq(tenants.id, paymentMethods.tenantId))
      .where(and(eq(tenants.name, 'Demo Teknik Servis'), eq(paymentMethods.name, 'Nakit')));
    const paid = await post('/api/tenant/Payments', {
      kind: 'collection',
      customerId,
      paymentDate: '2026-03-20',
      paymentMethodId: method!.id,
      amount: '120.00',
      allocation: 'manual',
      allocations: [{ invoiceId: draft.body.data.id, amount: '120.00' }],
    });
    expect(paid.status).toBe(201);
    // Within the windows' lifetime: only the payment's declared effect on invoices can have dropped them.
    expect((await invoicesOf(customerId, 'unpaid')).totalCount).toBe(0);
    const now = await invoicesOf(customerId, 'paid');
    expect(now.totalCount).toBe(1);
    expect(now.items[0]).toMatchObject({ paymentStatus: 'paid', allocatedAmount: '120.00' });
  });

  it('a window close to its expiry is read again by one request while the others use it', async () => {
    await list('e');
    const before = windowQueries();
    await Promise.all(Array.from({ length: 4 }, () => list('e')));
    expect(windowQueries() - before).toBe(0);

    later(WINDOW_TTL_MS - 1_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => list('e')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(windowQueries() - before).toBe(1);
  });
});
