import { and, eq, gt } from 'drizzle-orm';
import { auditLog, mailOutbox, users } from '@/lib/server/db/schema';
import { login, request, setMailDrain, startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  owner = await login('owner@teknik.cari.demo');
  setMailDrain(false);
});
afterAll(async () => {
  setMailDrain(true);
  await app.close();
});

const invite = (email: string) =>
  request('POST', '/api/tenant/Users/invite', {
    token: owner,
    body: { name: 'Can', surname: 'Yıldız', email, roleIds: [ids.teknikSalesRole] },
  });

/** The answer without what differs between any two invitations. */
const shape = (res: Awaited<ReturnType<typeof invite>>) => {
  const { id, createdAt, updatedAt, email, ...rest } = res.body.data;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(Date.parse(createdAt)).toBeGreaterThan(Date.now() - 60_000);
  expect(updatedAt).toEqual(expect.any(String));
  expect(email).toEqual(expect.any(String));
  return { status: res.status, keys: Object.keys(res.body.data).sort(), rest };
};

describe('inviting an address that has an account outside the tenant', () => {
  it('answers exactly like a new invitation, creates nothing and tells the address', async () => {
    const fresh = await invite('yeni.biri@example.com');
    for (const email of ['owner@yapi.cari.demo', 'ADMIN@cari.demo']) {
      const since = new Date();
      const res = await invite(email);
      expect(shape(res)).toEqual(shape(fresh));
      expect(res.body.data.email).toBe(email.toLowerCase());

      // No account was made: the address still has only its own, in its own place.
      const accounts = await app.db.select().from(users).where(eq(users.email, email.toLowerCase()));
      expect(accounts).toHaveLength(1);
      expect(accounts[0]!.tenantId).not.toBe(ids.teknik);
      expect(accounts[0]!.id).not.toBe(res.body.data.id);

      // The owner of the address hears about it, with no link to act on.
      const mails = await app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email.toLowerCase()), gt(mailOutbox.createdAt, since)));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Demo Teknik Servis bu adresi Cari üzerinde davet etmek istedi');
      expect(mails[0]!.text).toContain('zaten bir hesap bulunduğu için yeni bir hesap açılmadı');
      expect(mails[0]!.text).not.toMatch(/https?:\/\//);

      // The tenant's audit log reads as for any invitation.
      const audit = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.entityId, res.body.data.id)));
      expect(audit).toHaveLength(1);
    }
  });

  it('still refuses roles the inviter may not give, whoever holds the address', async () => {
    const res = await request('POST', '/api/tenant/Users/invite', {
      token: owner,
      body: { name: 'Can', surname: 'Yıldız', email: 'owner@yapi.cari.demo', roleIds: [ids.yapiOwnerRole] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.roleIds).toBeDefined();
  });

  it("keeps answering 409 for an address of the tenant's own accounts", async () => {
    const res = await invite('musteri@teknik.cari.demo');
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ email: 'Bu e-posta adresi zaten kullanılıyor.' });
  });
});
