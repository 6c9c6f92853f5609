import { and, desc, eq } from 'drizzle-orm';
import { auditLog, offers, statusHistory } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { changeRecord, transition } from '@/lib/server/kit/transition';
import { startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

/** A small machine over the offers table: the helper knows nothing of the module's own rules. */
const machine = { draft: ['sent'], sent: ['accepted', 'rejected'], accepted: [], rejected: [], revised: [] } as const;

/** A new draft offer of Demo Teknik (a copy of a demo one's header), for one test alone. */
const draftOffer = async () => {
  const [source] = await app.db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, ids.teknik), eq(offers.status, 'draft')))
    .limit(1);
  const number = `KIT-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await app.db
    .insert(offers)
    .values({ ...source!, id: undefined, number, baseNumber: number, createdAt: undefined, updatedAt: undefined })
    .returning();
  return row!;
};
const stored = async (id: string) => (await app.db.select().from(offers).where(eq(offers.id, id)))[0]!;
const historyOf = (id: string) =>
  app.db.select().from(statusHistory).where(eq(statusHistory.entityId, id)).orderBy(desc(statusHistory.createdAt));
const auditOf = (id: string) => app.db.select().from(auditLog).where(eq(auditLog.entityId, id));

const move = (
  actor: { tenantId: string; userId: string },
  id: string,
  to: 'sent' | 'accepted' | 'rejected',
  more: { version?: number; repeat?: boolean } = {},
) =>
  app.db.transaction((tx) =>
    transition(tx, actor, {
      table: offers,
      entity: 'kit_offer',
      id,
      machine,
      to,
      comment: 'kit',
      values: () => ({ decisionNote: `to ${to}` }),
      ...more,
    }),
  );

const rejection = (status: number, code: string) => expect.objectContaining({ status, code }) as unknown as AppError;

describe('transition', () => {
  it('moves a record, bumps its version and writes the extra columns, the history entry and the audit row', async () => {
    const offer = await draftOffer();
    const { before, after } = await move({ tenantId: ids.teknik, userId: ids.owner }, offer.id, 'sent', {
      version: offer.version,
    });
    expect(before.status).toBe('draft');
    expect(after).toMatchObject({ status: 'sent', version: offer.version + 1, decisionNote: 'to sent' });
    expect(await stored(offer.id)).toMatchObject({ status: 'sent', version: offer.version + 1 });
    const [entry] = await historyOf(offer.id);
    expect(entry).toMatchObject({
      tenantId: ids.teknik,
      entity: 'kit_offer',
      fromStatus: 'draft',
      toStatus: 'sent',
      comment: 'kit',
      actorId: ids.owner,
    });
    expect(await auditOf(offer.id)).toEqual([
      expect.objectContaining({
        tenantId: ids.teknik,
        userId: ids.owner,
        action: 'kit_offer.sent',
        data: { from: 'draft' },
      }),
    ]);
  });

  it('answers 409 to a stale version, 422 to a transition the machine refuses and 404 to another tenant, writing nothing', async () => {
    const offer = await draftOffer();
    const owner = { tenantId: ids.teknik, userId: ids.owner };
    await expect(move(owner, offer.id, 'sent', { version: offer.version - 1 })).rejects.toEqual(
      rejection(409, 'conflict'),
    );
    await expect(move(owner, offer.id, 'accepted')).rejects.toEqual(rejection(422, 'invalid_transition'));
    await expect(move({ tenantId: ids.yapi, userId: ids.yapiOwner }, offer.id, 'sent')).rejects.toEqual(
      rejection(404, 'not_found'),
    );
    expect(await stored(offer.id)).toMatchObject({ status: 'draft', version: offer.version });
    expect(await auditOf(offer.id)).toEqual([]);
    expect((await historyOf(offer.id)).filter((h) => h.entity === 'kit_offer')).toEqual([]);
  });

  it('takes the same status again only when asked to, without a history entry', async () => {
    const offer = await draftOffer();
    const owner = { tenantId: ids.teknik, userId: ids.owner };
    await move(owner, offer.id, 'sent');
    await expect(move(owner, offer.id, 'sent')).rejects.toEqual(rejection(422, 'invalid_transition'));
    const { after } = await move(owner, offer.id, 'sent', { repeat: true });
    expect(after.version).toBe(offer.version + 2);
    expect((await historyOf(offer.id)).filter((h) => h.entity === 'kit_offer')).toHaveLength(1);
    expect((await auditOf(offer.id)).map((a) => a.action)).toEqual(['kit_offer.sent', 'kit_offer.sent']);
  });
});

describe('changeRecord', () => {
  it('runs the check on the locked row before the version and writes nothing when it refuses', async () => {
    const offer = await draftOffer();
    const change = (check: () => void, version?: number) =>
      app.db.transaction((tx) =>
        changeRecord(
          tx,
          { tenantId: ids.teknik, userId: ids.owner },
          {
            table: offers,
            entity: 'kit_offer',
            id: offer.id,
            version,
            check,
            values: () => ({ internalNote: 'changed' }),
            audit: { action: 'note', data: ({ before, after }) => ({ from: before.version, to: after.version }) },
          },
        ),
      );
    const refuse = () => {
      throw new AppError(422, 'not_editable');
    };
    await expect(change(refuse, offer.version - 1)).rejects.toEqual(rejection(422, 'not_editable'));
    expect(await stored(offer.id)).toMatchObject({ version: offer.version });
    const { after } = await change(() => {}, offer.version);
    expect(after).toMatchObject({ internalNote: 'changed', version: offer.version + 1, status: 'draft' });
    expect(await auditOf(offer.id)).toEqual([
      expect.objectContaining({ action: 'kit_offer.note', data: { from: offer.version, to: offer.version + 1 } }),
    ]);
  });

  it('writes nothing, not even the audit, when the record already is as asked, after checking the version', async () => {
    const offer = await draftOffer();
    const change = (version: number) =>
      app.db.transaction((tx) =>
        changeRecord(
          tx,
          { tenantId: ids.teknik, userId: ids.owner },
          { table: offers, entity: 'kit_offer', id: offer.id, version, values: () => null, audit: { action: 'noop' } },
        ),
      );
    await expect(change(offer.version + 1)).rejects.toEqual(rejection(409, 'conflict'));
    const { before, after } = await change(offer.version);
    expect(after).toBe(before);
    expect(await stored(offer.id)).toMatchObject({ version: offer.version, updatedAt: offer.updatedAt });
    expect(await auditOf(offer.id)).toEqual([]);
  });
});
