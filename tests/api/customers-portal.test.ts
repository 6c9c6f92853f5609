import { and, eq, gt } from 'drizzle-orm';
import { customers, mailOutbox, users } from '@/lib/server/db/schema';
import { latestLinkFor, login, request, setMailDrain, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let yetkisiz: string;
let yapi: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, yetkisiz, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'satis@teknik.cari.demo', 'yetkisiz@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) =>
      login(e),
    ),
  );
});
afterAll(() => app.close());

const base = '/api/tenant/Customers';

async function customerWithContact(email: string | null) {
  const body = {
    kind: 'company',
    name: `Portal ${email ?? 'yok'}`,
    contacts: [{ name: 'Deniz Portal Kullanıcı', email }],
  };
  const created = (await request('POST', base, { token: owner, body })).body.data;
  return { id: created.id as string, contactId: created.contacts[0].id as string };
}

describe('portal invitation', () => {
  it('creates a pending Customer account tied to the customer and emails the link; the person then logs in', async () => {
    const { id, contactId } = await customerWithContact('portal.kisi@example.com');
    const res = await request('POST', `${base}/${id}/contacts/${contactId}/invite`, { token: satis });
    expect(res.status).toBe(200);
    expect(res.body.data.contacts[0]).toMatchObject({ portalStatus: 'pending' });

    const link = latestLinkFor('portal.kisi@example.com');
    const set = await request('POST', '/api/common/Auth/set-password', {
      body: { token: link.token, userId: link.userId, password: 'Sari.Kapi.1234', confirmPassword: 'Sari.Kapi.1234' },
    });
    expect(set.status).toBe(200);
    const token = await login('portal.kisi@example.com', 'Sari.Kapi.1234');
    const me = await request('GET', '/api/common/Accounts/current', { token });
    expect(me.body.data).toMatchObject({ accountTypeId: 3, name: 'Deniz Portal', surname: 'Kullanıcı' });
    expect(me.body.data.tenantId).toEqual(expect.any(String));

    const again = await request('POST', `${base}/${id}/contacts/${contactId}/invite`, { token: owner });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_invited');
  });

  it('answers an address with an account in another tenant like a sent invitation, and tells its owner', async () => {
    const { id, contactId } = await customerWithContact('owner@yapi.cari.demo');
    const since = new Date();
    setMailDrain(false);
    const res = await request('POST', `${base}/${id}/contacts/${contactId}/invite`, { token: owner }).finally(() =>
      setMailDrain(true),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.contacts[0]).toEqual(expect.objectContaining({ portalStatus: 'pending' }));
    expect(Object.keys(res.body.data.contacts[0]).sort()).toEqual([
      'email',
      'id',
      'name',
      'phone',
      'portalStatus',
      'title',
    ]);

    // No second account; the address's owner hears of it, without a link.
    const accounts = await app.db.select().from(users).where(eq(users.email, 'owner@yapi.cari.demo'));
    expect(accounts).toHaveLength(1);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'owner@yapi.cari.demo'), gt(mailOutbox.createdAt, since)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Demo Teknik Servis bu adresi Cari üzerinde davet etmek istedi');
    expect(mails[0]!.text).not.toMatch(/https?:\/\//);

    // The contact stays invited, as a real invitation would: a reload and a second invite say so.
    const reloaded = await request('GET', `${base}/${id}`, { token: owner });
    expect(reloaded.body.data.contacts[0].portalStatus).toBe('pending');
    const again = await request('POST', `${base}/${id}/contacts/${contactId}/invite`, { token: owner });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_invited');
  });

  it("answers 409 on email for an address of the tenant's own accounts", async () => {
    const { id, contactId } = await customerWithContact('satis@teknik.cari.demo');
    const res = await request('POST', `${base}/${id}/contacts/${contactId}/invite`, { token: owner });
    expect(res.status).toBe(409);
    expect(res.body.error.fields.email).toBe('Bu e-posta adresi zaten kullanılıyor.');
  });

  it('needs the contact to have an email', async () => {
    const { id, contactId } = await customerWithContact(null);
    const res = await request('POST', `${base}/${id}/contacts/${contactId}/invite`, { token: owner });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBe('Portala davet için kişinin e-posta adresi olmalıdır.');
  });

  it("answers 403 without customers.update and 404 for another tenant's contact", async () => {
    const { id, contactId } = await customerWithContact('baska@example.com');
    expect((await request('POST', `${base}/${id}/contacts/${contactId}/invite`, { token: yetkisiz })).status).toBe(403);
    expect((await request('POST', `${base}/${id}/contacts/${contactId}/invite`, { token: yapi })).status).toBe(404);
  });
});

describe('demo seed', () => {
  it("links the demo portal account to the demo customer 'Işık Yapı'", async () => {
    const [row] = await app.db
      .select({ name: customers.name })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.email, 'musteri@teknik.cari.demo'));
    expect(row?.name).toBe('Işık Yapı');
    const res = await request('GET', '/api/tenant/Customers?searchText=isik', { token: owner });
    expect(res.body.data.items.map((c: { name: string }) => c.name)).toContain('Işık Yapı');
  });
});
