import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const anyId = '00000000-0000-4000-8000-000000000000';
/** Every admin endpoint with a body (or undefined: every row needs three items, or jest.each passes `done`). */
const rows: [string, string, unknown?][] = [
  ['GET', '/api/admin/Dashboard'],
  ['GET', '/api/admin/Module'],
  ['POST', '/api/admin/Module', { key: 'x', labelTr: 'x', labelEn: 'x', icon: 'Home' }],
  [
    'POST',
    '/api/admin/Module/update-module',
    { id: anyId, version: 1, key: 'x', labelTr: 'x', labelEn: 'x', icon: 'Home' },
  ],
  ['GET', '/api/admin/Module/module-categories'],
  ['POST', '/api/admin/Module/save-module-category', { nameTr: 'x', nameEn: 'x' }],
  ['POST', '/api/admin/Module/delete-module-category', { id: anyId }],
  ['GET', `/api/admin/Module/module-permissions?moduleId=${anyId}`],
  [
    'POST',
    '/api/admin/Module/save-module-permissions',
    [{ moduleId: anyId, code: 'x.view', action: 'view', labelTr: 'x', labelEn: 'x' }],
  ],
  ['POST', '/api/admin/Module/delete-module-permission', { id: anyId }],
  ['GET', '/api/admin/Tenant'],
  ['POST', '/api/admin/Tenant', {}],
  ['GET', `/api/admin/Tenant/${anyId}`],
  ['PUT', `/api/admin/Tenant/${anyId}`, {}],
  ['POST', `/api/admin/Tenant/${anyId}/suspend`],
  ['POST', `/api/admin/Tenant/${anyId}/reactivate`],
  ['PUT', `/api/admin/Tenant/${anyId}/modules`, { moduleIds: [], version: 1 }],
  ['POST', `/api/admin/Tenant/${anyId}/resend-activation`, {}],
  ['POST', `/api/admin/Tenant/${anyId}/activation-link`, {}],
  ['GET', '/api/admin/Settings'],
  ['PUT', '/api/admin/Settings', {}],
  ['POST', '/api/admin/Settings/send-test-email', {}],
];
const endpoints = rows.map(([method, url, body]) => [method, url, body] as [string, string, unknown]);

describe('admin endpoints', () => {
  it.each(endpoints)('%s %s answers 401 without a token', async (method, url, body) => {
    const res = await request(method, url, { body });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it.each(endpoints)('%s %s answers 403 for tenant and customer tokens', async (method, url, body) => {
    for (const email of ['owner@teknik.cari.demo', 'musteri@teknik.cari.demo']) {
      const res = await request(method, url, { token: await login(email), body });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden', message: 'Bu işlem için yetkiniz yok.' });
    }
  });

  it('are all documented in /api/openapi.json', async () => {
    const doc = (await request('GET', '/api/openapi.json')).body;
    for (const [method, url] of endpoints) {
      const path = url.split('?')[0]!.replace(anyId, '{id}');
      expect(doc.paths[path]?.[method.toLowerCase()]).toBeDefined();
    }
  });
});
