import { latestLinkFor, login, request, startTestApp } from './harness';
import { moduleIdsByKey, newTenantBody } from './admin-fixtures';

/*
 * The header badges count real things: the portal account's unread notifications and the
 * Backoffice's accounts awaiting activation. The demo data makes them the specification's 8 and 2.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let admin: string;
let musteri: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, musteri] = await Promise.all([login('admin@cari.demo'), login('musteri@teknik.cari.demo')]);
});
afterAll(() => app.close());

const get = (url: string, token: string) => request('GET', url, { token });
const pending = async () => (await get('/api/admin/Dashboard/pending-count', admin)).body.data.pendingCount;
const unread = async () => (await get('/api/customer/Notifications/unread-count', musteri)).body.data.unreadCount;

describe('the Customer header badge', () => {
  it("is musteri@'s unread count: 8 from the demo, one less once one is read", async () => {
    expect(await unread()).toBe(8);
    const page = (await get('/api/customer/Notifications', musteri)).body.data;
    expect(page.unreadCount).toBe(8);
    // The newest news are the unread ones; every item is about Işık Yapı's own documents.
    const firstRead = page.items.findIndex((n: { read: boolean }) => n.read);
    expect(firstRead === -1 ? page.items.length : firstRead).toBe(Math.min(8, page.items.length));
    const first = page.items[0];
    expect((await request('POST', `/api/customer/Notifications/${first.id}/read`, { token: musteri })).status).toBe(
      200,
    );
    expect(await unread()).toBe(7);
  });
});

describe('the Backoffice header badge', () => {
  it('counts the accounts awaiting activation: 2 from the demo, as the home counts them', async () => {
    const res = await get('/api/admin/Dashboard/pending-count', admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ pendingCount: 2 });
    expect((await get('/api/admin/Dashboard', admin)).body.data.users.pending).toBe(2);
  });

  it('rises with a new tenant and falls when its owner activates the account', async () => {
    const before = await pending();
    const modules = await moduleIdsByKey(app, 'Dashboard');
    const created = await request('POST', '/api/admin/Tenant', {
      token: admin,
      body: newTenantBody(modules, { ownerEmail: 'rozet.sahibi@example.com' }),
    });
    expect(created.status).toBe(200);
    expect(await pending()).toBe(before + 1);
    const { token, userId } = latestLinkFor('rozet.sahibi@example.com');
    const set = await request('POST', '/api/common/Auth/set-password', {
      body: { token, userId, password: 'Yeni.1234', confirmPassword: 'Yeni.1234' },
    });
    expect(set.status).toBe(200);
    expect(await pending()).toBe(before);
  });

  it('is for the Backoffice only', async () => {
    expect((await get('/api/admin/Dashboard/pending-count', musteri)).status).toBe(403);
    expect((await get('/api/admin/Dashboard/pending-count', await login('owner@teknik.cari.demo'))).status).toBe(403);
    expect((await get('/api/admin/Dashboard/pending-count', '')).status).toBe(401);
  });
});
