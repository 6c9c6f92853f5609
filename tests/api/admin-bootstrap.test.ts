import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '@/lib/server/db/client';
import { setDatabase } from '@/lib/server/database';
import { users } from '@/lib/server/db/schema';
import { bootstrapAdmin } from '@/lib/server/seed/admin';
import { seedDemo } from '@/lib/server/seed/demo';
import { drainMail, latestLinkFor, login, request } from './harness';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDemo(database.db, { demo: false });
  setDatabase(database);
});
afterAll(async () => {
  setDatabase(undefined);
  await database.close();
});

describe('first Backoffice account without demo data', () => {
  it('creates ADMIN_EMAIL once, pending, with an activation link that works', async () => {
    expect(await database.db.select().from(users)).toEqual([]);
    await bootstrapAdmin(database.db, 'Ops@Example.com');
    await bootstrapAdmin(database.db, 'ops@example.com');
    await bootstrapAdmin(database.db, 'someone-else@example.com');
    const all = await database.db.select().from(users);
    expect(all.map((u) => [u.email, u.accountTypeId, u.status])).toEqual([['ops@example.com', 1, 'pending']]);

    await drainMail();
    const link = latestLinkFor('ops@example.com');
    const res = await request('POST', '/api/common/Auth/set-password', {
      body: { token: link.token, userId: link.userId, password: 'Baslangic.1', confirmPassword: 'Baslangic.1' },
    });
    expect(res.status).toBe(200);
    const token = await login('ops@example.com', 'Baslangic.1');
    expect((await request('GET', '/api/admin/Dashboard', { token })).status).toBe(200);
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
    expect(admin!.status).toBe('active');
  });

  it('does nothing without a valid address', async () => {
    await bootstrapAdmin(database.db, undefined);
    await bootstrapAdmin(database.db, 'not-an-email');
    expect(await database.db.select().from(users)).toHaveLength(1);
  });
});
