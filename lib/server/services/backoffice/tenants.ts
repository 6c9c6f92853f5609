import 'server-only';

import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type {
  CreateTenantInput,
  SetTenantModulesInput,
  TenantDetail,
  UpdateTenantInput,
} from '@/lib/schemas/backoffice-tenants';
import type { Db, Tx } from '../../db/client';
import { modules, roles, sessions, tenantModules, tenants, userRoles, users } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { translate } from '../../i18n';
import { writeAudit } from '../audit';
import { sendSetPasswordEmail } from '../auth/activation';
import { isUniqueViolation } from '../../db/errors';
import { platformWrite } from '../../kit/platform-lists';
import { updatePlatformVersioned } from '../../kit/records';
import { getPlatformSettings } from '../platform-settings';
import { getTenantDetail } from './tenant-queries';

interface Actor {
  actorId: string;
  ip: string;
}

const emailTaken = () => new AppError(409, 'email_taken', { fields: { ownerEmail: { key: 'emailTaken' } } });

/**
 * Checks the chosen modules exist and adds every descendant of each: enabling a parent enables its
 * whole branch (the Backoffice tree ticks it the same way), so no menu parent leads nowhere.
 */
async function assertModulesExist(tx: Tx, moduleIds: string[]) {
  const unique = [...new Set(moduleIds)];
  if (unique.length === 0) return unique;
  const all = await tx.select({ id: modules.id, parentId: modules.parentId }).from(modules);
  if (unique.some((id) => !all.some((m) => m.id === id)))
    throw new AppError(400, 'validation_failed', { fields: { moduleIds: { key: 'referenceNotFound' } } });
  const enabled = new Set(unique);
  for (let grew = true; grew;) {
    grew = false;
    for (const m of all)
      if (m.parentId && enabled.has(m.parentId) && !enabled.has(m.id)) {
        enabled.add(m.id);
        grew = true;
      }
  }
  return [...enabled];
}

/**
 * Creates a tenant with its owner role, a pending owner account and the chosen modules in one
 * transaction, with the owner's activation email queued in it (the outbox worker sends it after
 * commit and retries a mail server that fails). activationEmailSent stays in the answer for the
 * form: it is true once the mail is queued, which the commit guarantees.
 */
export async function createTenant(
  db: Db,
  opts: { input: CreateTenantInput } & Actor,
): Promise<TenantDetail & { activationEmailSent: boolean }> {
  const { ownerName, ownerSurname, ownerEmail, moduleIds, ...profile } = opts.input;
  const settings = await getPlatformSettings(db);
  let created: { tenantId: string; owner: typeof users.$inferSelect };
  try {
    created = await platformWrite(db, [tenants], async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
      if (existing) throw emailTaken();
      const enabled = await assertModulesExist(tx, moduleIds);
      const [tenant] = await tx.insert(tenants).values(profile).returning();
      const lang = settings.defaultLanguage;
      const [role] = await tx
        .insert(roles)
        .values({
          tenantId: tenant!.id,
          name: translate(lang, 'BackofficeTenants.ownerRoleName'),
          description: translate(lang, 'BackofficeTenants.ownerRoleDescription'),
          isOwner: true,
        })
        .returning({ id: roles.id });
      const [owner] = await tx
        .insert(users)
        .values({
          accountTypeId: AccountType.Tenant,
          tenantId: tenant!.id,
          email: ownerEmail,
          name: ownerName,
          surname: ownerSurname,
          status: 'pending',
          language: lang,
        })
        .returning();
      await tx.insert(userRoles).values({ tenantId: tenant!.id, userId: owner!.id, roleId: role!.id });
      await tx.insert(tenantModules).values(enabled.map((moduleId) => ({ tenantId: tenant!.id, moduleId })));
      await writeAudit(tx, {
        tenantId: tenant!.id,
        userId: opts.actorId,
        action: 'tenant.create',
        entity: 'tenant',
        entityId: tenant!.id,
        data: { ...profile, ownerEmail, moduleIds: enabled },
        ip: opts.ip,
      });
      await sendSetPasswordEmail(tx, { user: owner!, purpose: 'activation' });
      return { tenantId: tenant!.id, owner: owner! };
    });
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error;
  }
  return { ...(await getTenantDetail(db, created.tenantId)), activationEmailSent: true };
}

/** Locks the tenant row for a change; 404 when unknown. */
async function lockTenant(tx: Tx, id: string) {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, id)).for('update');
  if (!tenant) throw notFound();
  return tenant;
}

/** Edits the company profile. */
export async function updateTenant(
  db: Db,
  opts: { id: string; input: UpdateTenantInput } & Actor,
): Promise<TenantDetail> {
  const { version, ...profile } = opts.input;
  await platformWrite(db, [tenants], async (tx) => {
    await updatePlatformVersioned(tx, tenants, { id: opts.id, version }, profile);
    await writeAudit(tx, {
      tenantId: opts.id,
      userId: opts.actorId,
      action: 'tenant.update',
      entity: 'tenant',
      entityId: opts.id,
      data: profile,
      ip: opts.ip,
    });
  });
  return getTenantDetail(db, opts.id);
}

/**
 * Suspends or reactivates a tenant. Suspension ends every session of its users at once (login and
 * requireAuth then answer 403 tenant_suspended). Setting the status it already has changes nothing.
 */
export async function setTenantStatus(
  db: Db,
  opts: { id: string; status: 'active' | 'suspended' } & Actor,
): Promise<TenantDetail> {
  await platformWrite(db, [tenants], async (tx) => {
    const tenant = await lockTenant(tx, opts.id);
    if (tenant.status === opts.status) return;
    await tx
      .update(tenants)
      .set({ status: opts.status, version: tenant.version + 1 })
      .where(eq(tenants.id, opts.id));
    let revokedSessions = 0;
    if (opts.status === 'suspended') {
      const members = tx.select({ id: users.id }).from(users).where(eq(users.tenantId, opts.id));
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, members), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      revokedSessions = revoked.length;
    }
    const action = opts.status === 'suspended' ? 'tenant.suspend' : 'tenant.reactivate';
    await writeAudit(tx, {
      tenantId: opts.id,
      userId: opts.actorId,
      action,
      entity: 'tenant',
      entityId: opts.id,
      data: { revokedSessions },
      ip: opts.ip,
    });
  });
  return getTenantDetail(db, opts.id);
}

/** Replaces the tenant's enabled modules; its menus change on their next GET /api/common/menus. */
export async function setTenantModules(
  db: Db,
  opts: { id: string; input: SetTenantModulesInput } & Actor,
): Promise<TenantDetail> {
  await platformWrite(db, [tenants], async (tx) => {
    // The version first: a stale form changes nothing (409), and the tenant row stays locked.
    await updatePlatformVersioned(tx, tenants, { id: opts.id, version: opts.input.version }, {});
    const wanted = await assertModulesExist(tx, opts.input.moduleIds);
    const current = (
      await tx
        .select({ moduleId: tenantModules.moduleId })
        .from(tenantModules)
        .where(eq(tenantModules.tenantId, opts.id))
    ).map((r) => r.moduleId);
    const added = wanted.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !wanted.includes(id));
    if (removed.length)
      await tx
        .delete(tenantModules)
        .where(and(eq(tenantModules.tenantId, opts.id), inArray(tenantModules.moduleId, removed)));
    if (added.length) await tx.insert(tenantModules).values(added.map((moduleId) => ({ tenantId: opts.id, moduleId })));
    await writeAudit(tx, {
      tenantId: opts.id,
      userId: opts.actorId,
      action: 'tenant.modules',
      entity: 'tenant',
      entityId: opts.id,
      data: { added, removed },
      ip: opts.ip,
    });
  });
  return getTenantDetail(db, opts.id);
}
