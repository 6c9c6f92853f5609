import { count, eq } from 'drizzle-orm';
import { auditLog, tenants, users } from '@/lib/server/db/schema';
import { allocateDocumentNumber } from '@/lib/server/kit/counters';
import { idempotent } from '@/lib/server/kit/idempotency';
import { assertTransition, recordStatusChange, statusHistoryOf } from '@/lib/server/kit/status-history';
import { startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let tenantId: string;
beforeAll(async () => {
  app = await startTestApp();
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
});
afterAll(() => app.close());

describe('document numbers', () => {
  it('gives 20 parallel creates 20 consecutive numbers, without gaps or duplicates', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.db.transaction((tx) =>
          allocateDocumentNumber(tx, {
            tenantId,
            kind: 'kit-test',
            pattern: 'TST-{YYYY}-{00000}',
            date: new Date('2026-05-05'),
          }),
        ),
      ),
    );
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `TST-2026-${String(i + 1).padStart(5, '0')}`),
    );
  });

  it('gives the number of a rolled-back create back, and restarts with the year', async () => {
    const pattern = 'RB-{YY}-{000}';
    const at = new Date('2026-03-01');
    await app.db.transaction((tx) => allocateDocumentNumber(tx, { tenantId, kind: 'kit-rb', pattern, date: at }));
    await expect(
      app.db.transaction(async (tx) => {
        await allocateDocumentNumber(tx, { tenantId, kind: 'kit-rb', pattern, date: at });
        throw new Error('the create fails after allocating');
      }),
    ).rejects.toThrow('the create fails');
    const next = await app.db.transaction((tx) =>
      allocateDocumentNumber(tx, { tenantId, kind: 'kit-rb', pattern, date: at }),
    );
    expect(next).toBe('RB-26-002');
    const nextYear = await app.db.transaction((tx) =>
      allocateDocumentNumber(tx, { tenantId, kind: 'kit-rb', pattern, date: new Date('2027-01-02') }),
    );
    expect(nextYear).toBe('RB-27-001');
  });
});

describe('idempotent writes', () => {
  const auditCount = async () =>
    Number((await app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'kit.idempotent')))[0]!.n);
  const write = (key: string | null) =>
    idempotent(app.db, { tenantId, scope: 'kit:test', key, table: auditLog }, async (tx) => {
      await tx.insert(auditLog).values({ tenantId, action: 'kit.idempotent', entity: 'kit' });
      return { status: 201, body: { at: Date.now(), random: Math.random() } };
    });

  it('runs once per key and answers a retry with the first answer', async () => {
    const before = await auditCount();
    const first = await write('key-aaaaaaaa');
    const again = await write('key-aaaaaaaa');
    expect(again).toEqual(first);
    expect(await auditCount()).toBe(before + 1);
    await write(null);
    expect(await auditCount()).toBe(before + 2);
  });

  it('lets only one of two racing duplicates take effect', async () => {
    const before = await auditCount();
    const [a, b] = await Promise.all([write('key-racing-1'), write('key-racing-1')]);
    expect(a).toEqual(b);
    expect(await auditCount()).toBe(before + 1);
  });

  it('runs the work of racing duplicates once, so an effect outside the database (mail) happens once', async () => {
    let runs = 0;
    const send = () =>
      idempotent(app.db, { tenantId, scope: 'kit:mail', key: 'key-mail-1', table: auditLog }, async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { status: 200, body: { run: runs } };
      });
    const [a, b, c] = await Promise.all([send(), send(), send()]);
    expect(runs).toBe(1);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });
});

describe('status history', () => {
  it('refuses a transition the machine does not allow and lists recorded changes with their author', async () => {
    const machine = { draft: ['sent'], sent: ['accepted'], accepted: [] } as const;
    expect(() => assertTransition(machine, 'draft', 'sent')).not.toThrow();
    expect(() => assertTransition(machine, 'draft', 'accepted')).toThrow(
      expect.objectContaining({ status: 422, code: 'invalid_transition' }),
    );
    const [owner] = await app.db.select().from(users).where(eq(users.email, 'owner@teknik.cari.demo'));
    const id = crypto.randomUUID();
    await recordStatusChange(app.db, { tenantId, userId: owner!.id }, { entity: 'kit', id, from: null, to: 'draft' });
    await recordStatusChange(
      app.db,
      { tenantId, userId: owner!.id },
      { entity: 'kit', id, from: 'draft', to: 'sent', comment: 'Telefonla iletildi' },
    );
    const history = await statusHistoryOf(app.db, { tenantId, entity: 'kit', id });
    expect(history.map((h) => [h.from, h.to, h.comment, h.actorName])).toEqual([
      [null, 'draft', null, 'Mehmet Demir'],
      ['draft', 'sent', 'Telefonla iletildi', 'Mehmet Demir'],
    ]);
  });
});
