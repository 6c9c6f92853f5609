import { eq } from 'drizzle-orm';
import { modules, offerSettings, roles, tenants, userRoles } from '@/lib/server/db/schema';
import type { AppError } from '@/lib/server/errors';
import { saveSettingsRow, updatePlatformVersioned } from '@/lib/server/kit/records';
import { assertTenantReferences, assertUnreferenced } from '@/lib/server/kit/references';
import { startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const rejection = (status: number, code: string) => expect.objectContaining({ status, code }) as unknown as AppError;
const fieldsOf = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => null,
    (e: unknown) => e,
  )) as { status: number; code: string; options?: { fields?: unknown } } | null;
  return error && { status: error.status, code: error.code, fields: error.options?.fields };
};
describe('assertTenantReferences', () => {
  it("accepts the tenant's rows and blank references, and refuses another tenant's id like a missing one", async () => {
    const check = (id: string | null) =>
      fieldsOf(assertTenantReferences(app.db, roles, ids.teknik, { field: 'roleId', id }, { key: 'invalidRole' }));
    expect(await check(ids.teknikSalesRole)).toBeNull();
    expect(await check(null)).toBeNull();
    const refused = { status: 400, code: 'validation_failed', fields: { roleId: { key: 'invalidRole' } } };
    expect(await check(ids.yapiOwnerRole)).toEqual(refused);
    expect(await check('00000000-0000-4000-8000-000000000000')).toEqual(refused);
  });

  it('names the field of the first reference that is not the tenant’s, with referenceNotFound by default', async () => {
    const named = [ids.teknikSalesRole, ids.teknikOwnerRole, ids.yapiOwnerRole, ids.teknikSalesRole];
    const refs = named.map((id, i) => ({ field: `roleIds.${i}`, id }));
    expect(await fieldsOf(assertTenantReferences(app.db, roles, ids.teknik, refs))).toEqual({
      status: 400,
      code: 'validation_failed',
      fields: { 'roleIds.2': { key: 'referenceNotFound' } },
    });
  });

  it('applies `where` to the rows that count', async () => {
    const ref = { field: 'roleId', id: ids.teknikOwnerRole };
    expect(await fieldsOf(assertTenantReferences(app.db, roles, ids.teknik, ref))).toBeNull();
    const notOwner = { where: eq(roles.isOwner, false) };
    expect((await fieldsOf(assertTenantReferences(app.db, roles, ids.teknik, ref, notOwner)))?.status).toBe(400);
  });
});

describe('assertUnreferenced', () => {
  it('refuses to delete a record another row points at (409 definition_in_use), and lets an unused one go', async () => {
    await expect(assertUnreferenced(app.db, ids.teknikSalesRole, [userRoles.roleId])).rejects.toEqual(
      rejection(409, 'definition_in_use'),
    );
    const [spare] = await app.db.insert(roles).values({ tenantId: ids.teknik, name: 'Boş Rol' }).returning();
    await expect(assertUnreferenced(app.db, spare!.id, [userRoles.roleId])).resolves.toBeUndefined();
  });
});

describe('updatePlatformVersioned', () => {
  it('writes on the stored version and bumps it; a stale one is 409, an unknown id 404', async () => {
    const [module] = await app.db.select().from(modules).limit(1);
    const key = { id: module!.id, version: module!.version };
    const saved = await updatePlatformVersioned(app.db, modules, key, { labelEn: module!.labelEn });
    expect(saved.version).toBe(module!.version + 1);
    await expect(updatePlatformVersioned(app.db, modules, key, {})).rejects.toEqual(rejection(409, 'conflict'));
    const unknown = { id: '00000000-0000-4000-8000-000000000000', version: 1 };
    await expect(updatePlatformVersioned(app.db, modules, unknown, {})).rejects.toEqual(rejection(404, 'not_found'));
  });
});

describe('saveSettingsRow', () => {
  it('inserts at version 0, updates on the stored version, and refuses a second first save or a stale one', async () => {
    const [tenant] = await app.db.insert(tenants).values({ name: 'Ayar Deneme A.Ş.' }).returning();
    const save = (version: number, validityDays: number) =>
      saveSettingsRow(app.db, offerSettings, { tenantId: tenant!.id, version }, { validityDays });
    const stored = async () =>
      (await app.db.select().from(offerSettings).where(eq(offerSettings.tenantId, tenant!.id)))[0];
    await save(0, 10);
    expect(await stored()).toMatchObject({ validityDays: 10, version: 1 });
    await expect(save(0, 11)).rejects.toEqual(rejection(409, 'conflict'));
    await save(1, 12);
    expect(await stored()).toMatchObject({ validityDays: 12, version: 2 });
    await expect(save(1, 13)).rejects.toEqual(rejection(409, 'conflict'));
    expect(await stored()).toMatchObject({ validityDays: 12, version: 2 });
  });
});
