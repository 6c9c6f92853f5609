import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { setDatabase } from '@/lib/server/database';
import { users } from '@/lib/server/db/schema';
import { seedDemo } from '@/lib/server/seed/demo';
import { login, request } from './harness';

// What a restart does: open the same data folder again, migrate and seed again.
const boot = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemo(database.db);
  return database;
};

(process.env.DATABASE_URL ? describe.skip : describe)('the embedded database across restarts', () => {
  it('keeps the data, migrates idempotently and seeds only once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-restart-'));
    const first = await boot(dataDir);
    setDatabase(first);
    await request('PUT', '/api/common/Accounts/current', {
      token: await login('owner@teknik.cari.demo'),
      body: { name: 'Kalıcı', surname: 'Demir' },
    });
    const [{ n: before }] = (await first.db.select({ n: count() }).from(users)) as [{ n: number }];
    await first.close();

    const second = await boot(dataDir);
    setDatabase(second);
    const [{ n: after }] = (await second.db.select({ n: count() }).from(users)) as [{ n: number }];
    expect(after).toBe(before);
    const [owner] = await second.db.select().from(users).where(eq(users.email, 'owner@teknik.cari.demo'));
    expect(owner!.name).toBe('Kalıcı');
    expect((await request('GET', '/api/health')).status).toBe(200);
    await login('admin@cari.demo');
    setDatabase(undefined);
    await second.close();
  });
});
