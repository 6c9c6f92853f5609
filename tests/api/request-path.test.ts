import { eq } from 'drizzle-orm';
import { accessTokenState, signAccessToken } from '@/lib/auth/token';
import { listCustomersQuerySchema } from '@/lib/schemas/customers';
import { tenants } from '@/lib/server/db/schema';
import { listCustomers } from '@/lib/server/services/customers/list';
import { WINDOW_TTL_MS } from '@/lib/server/kit/list-window';
import { login, request, startTestApp } from './harness';

/**
 * What the list's request path keeps between requests (issue: fast lists) stays correct: verified
 * tokens still expire and still need our secret; list windows are read once for requests that
 * miss them together, read again after a write, and renewed before they expire by one request.
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
