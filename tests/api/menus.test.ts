import { and, eq } from 'drizzle-orm';
import { modules, tenantModules, tenants } from '@/lib/server/db/schema';
import { tenantModuleList } from '@/lib/modules/tenant-modules';
import type { MenuItem } from '@/lib/schemas/menus';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const menus = async (email: string, lang?: string) =>
  request('GET', '/api/common/menus', { token: await login(email), headers: lang ? { 'accept-language': lang } : {} });
const shape = (items: { key: string; children?: unknown[] }[]): unknown =>
  items.map((i) => ({ key: i.key, children: shape((i.children ?? []) as typeof items) }));
/** The descriptors' tree: every module under its parent, in declaration order. */
const descriptorTree = (parent?: string): { key: string; children: unknown[] }[] =>
  tenantModuleList.filter((m) => m.parent === parent).map((m) => ({ key: m.key, children: descriptorTree(m.key) }));

describe('GET /api/common/menus', () => {
  it('gives the owner the whole nested catalogue, in Turkish by default', async () => {
    const res = await menus('owner@teknik.cari.demo');
    expect(res.status).toBe(200);
    expect(shape(res.body.data)).toEqual(shape(descriptorTree()));
    const finance = res.body.data.find((m: MenuItem) => m.key === 'finance');
    expect(finance).toMatchObject({ label: 'Finans', icon: 'Dollar' });
    expect(finance.children.map((c: MenuItem) => c.key)).toEqual(['invoices', 'payments', 'financial-definitions']);
  });

  it('labels the menu in English with Accept-Language: en', async () => {
    const res = await menus('owner@teknik.cari.demo', 'en');
    expect(res.body.data.find((m: MenuItem) => m.key === 'CustomerManagement').label).toBe('Customer Management');
  });

  it('gives satis@ only customer management', async () => {
    const res = await menus('satis@teknik.cari.demo');
    expect(res.body.data).toEqual([
      { key: 'CustomerManagement', label: 'Müşteri Yönetimi', icon: 'CustomerService', children: [] },
    ]);
  });

  it('gives yetkisiz@, customers and the admin an empty menu', async () => {
    for (const email of ['yetkisiz@teknik.cari.demo', 'musteri@teknik.cari.demo', 'admin@cari.demo']) {
      expect((await menus(email)).body).toEqual({ data: [] });
    }
  });

  it('drops a module the tenant no longer has, keeping its parent while a child remains', async () => {
    const [tenant] = await app.db.select().from(tenants).where(eq(tenants.name, 'Örnek Yapı'));
    const [invoices] = await app.db.select().from(modules).where(eq(modules.key, 'invoices'));
    await app.db
      .delete(tenantModules)
      .where(and(eq(tenantModules.tenantId, tenant!.id), eq(tenantModules.moduleId, invoices!.id)));
    const res = await menus('owner@yapi.cari.demo');
    const finance = res.body.data.find((m: MenuItem) => m.key === 'finance');
    expect(finance.children.map((c: MenuItem) => c.key)).toEqual(['payments', 'financial-definitions']);
  });

  it('answers 401 without a token', async () => {
    expect((await request('GET', '/api/common/menus')).status).toBe(401);
  });
});
