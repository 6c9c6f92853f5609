import { sql } from 'drizzle-orm';
import { customers, tenants } from '@/lib/server/db/schema';
import { customerOrder, customerWhere, listCustomers } from '@/lib/server/services/customers/list';
import { windowQuery } from '@/lib/server/kit/list-page';
import { inTenantScope } from '@/lib/server/db/tenant-scope';
import { startTestApp } from './harness';

/**
 * The list kit's statements at a real size: 100 000 customers in one tenant on PostgreSQL (the
 * planner's choices only mean something there; PGlite runs the same SQL in the other tests).
 */
(process.env.DATABASE_URL ? describe : describe.skip)('list plans on PostgreSQL with 100 000 customers', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let tenantId: string;

  beforeAll(async () => {
    app = await startTestApp();
    [{ id: tenantId }] = await app.db.insert(tenants).values({ name: 'Plan A.Ş.' }).returning();
    // Forty family names, each with a trade and a number: a realistic spread where a 3-letter term
    // matches a few per cent of the rows.
    await app.db.execute(sql`
      with names(n) as (select unnest(array[
        'Işık','Yılmaz','Kaya','Demir','Şahin','Çelik','Yıldız','Yıldırım','Öztürk','Aydın','Özdemir','Arslan',
        'Doğan','Kılıç','Aslan','Çetin','Kara','Koç','Kurt','Özkan','Şimşek','Polat','Korkmaz','Erdoğan',
        'Güneş','Bulut','Turan','Tekin','Aksoy','Ateş','Sarı','Keskin','Güler','Acar','Uysal','Ünal',
        'Bozkurt','Karaca','Tunç','Akın'])),
      numbered as (select n, row_number() over () - 1 as i from names),
      rows as (
        select g, (select n from numbered where i = g % 40) as family,
               (array['Yapı','Ticaret','Otomotiv','Gıda','Tekstil'])[1 + g % 5] as trade
        from generate_series(1, 100000) g)
      insert into customers (tenant_id, kind, name, search_text, sort_name)
      select ${tenantId}, 'company', family || ' ' || trade || ' ' || g,
             lower(translate(family || ' ' || trade || ' ' || g, 'İIıĞÜŞÖÇğüşöç', 'iiigusocgusoc')),
             lower(family) || ' ' || lpad(g::text, 6, '0')
      from rows`);
    await app.asOwner(sql`analyze customers`);
  }, 120_000);

  afterAll(() => app?.close());

  async function plan(searchText?: string): Promise<string> {
    const query = windowQuery(
      app.db,
      customers,
      customerWhere(tenantId, { searchText }),
      customerOrder({ sortField: 'name', sortOrder: 'asc' }),
    );
    // As a tenant's request runs it: under row-level security, whose policy the plan must not defeat.
    const result = await inTenantScope(app.db, tenantId, (db) => db.execute(sql`explain (format json) ${query}`));
    return JSON.stringify(result.rows);
  }

  it("searches a 3-letter term through the trigram index, not a scan of the tenant's rows", async () => {
    const explained = await plan('Işı');
    expect(explained).toContain('customers_search_trgm_idx');
    expect(explained).not.toContain('"Seq Scan"');
  });

  it('reads the plain list from the live-row sort index without visiting the table', async () => {
    const explained = await plan();
    expect(explained).toContain('customers_tenant_sort_idx');
    expect(explained).toContain('Index Only Scan');
  });

  it('answers the search with the same matches as a direct count', async () => {
    const page = await listCustomers(app.db, {
      tenantId,
      query: { pageIndex: 0, pageSize: 20, searchText: 'Işı', sortField: 'name', sortOrder: 'asc' },
    });
    const [{ count }] = (
      await app.db.execute<{ count: number }>(
        sql`select count(*)::int as count from customers where tenant_id = ${tenantId} and search_text like '%isi%'`,
      )
    ).rows;
    expect(page.totalCount).toBe(count);
    expect(count).toBe(2500);
    expect(page.items.every((c) => c.name.startsWith('Işık'))).toBe(true);
  });
});
