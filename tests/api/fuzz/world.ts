import { eq, inArray, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import {
  customerContacts,
  customers,
  modulePermissions,
  rolePermissions,
  roles,
  tenants,
  userRoles,
  users,
} from '@/lib/server/db/schema';
import type { UserRow } from '@/lib/server/db/schema';
import { startSession } from '@/lib/server/services/auth/sessions';
import { seedDemoCustomers } from '@/lib/server/seed/demo-customers';
import { seedDemoOffers } from '@/lib/server/seed/demo-offers';
import { seedDemoTasks } from '@/lib/server/seed/demo-tasks';
import { seedDemoWorkOrders } from '@/lib/server/seed/demo-work-orders';
import type { startTestApp } from '../harness';

type App = Awaited<ReturnType<typeof startTestApp>>;

export type ActorName = 'anonymous' | 'admin' | 'ownerA' | 'limitedA' | 'portalA' | 'ownerB' | 'limitedB' | 'portalB';

export interface Actor {
  name: ActorName;
  user?: UserRow;
  tenantId: string | null;
}

/**
 * Two tenants with an owner, a limited user and a portal customer each (the demo's Demo Teknik
 * Servis as A, Örnek Yapı given the same kind of data as B), the platform admin, and a third tenant
 * with nobody signed in, for the admin's tenant routes to act on.
 */
export async function buildWorld(app: App) {
  const byEmail = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0]!;
  const ownerA = await byEmail('owner@teknik.cari.demo');
  const ownerB = await byEmail('owner@yapi.cari.demo');
  const tenantA = ownerA.tenantId!;
  const tenantB = ownerB.tenantId!;

  const { limitedB, portalB } = await app.db.transaction(async (tx) => {
    const [role] = await tx.insert(roles).values({ tenantId: tenantB, name: 'Satış' }).returning({ id: roles.id });
    const perms = await tx
      .select({ id: modulePermissions.id })
      .from(modulePermissions)
      .where(inArray(modulePermissions.code, ['customers.view', 'customers.create', 'customers.update']));
    await tx.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, permissionId: p.id })));
    const person = { passwordHash: ownerB.passwordHash, status: 'active' as const, tenantId: tenantB };
    const [limited] = await tx
      .insert(users)
      .values({
        ...person,
        accountTypeId: AccountType.Tenant,
        email: 'satis@yapi.cari.demo',
        name: 'Can',
        surname: 'Ak',
      })
      .returning();
    await tx.insert(userRoles).values({ tenantId: tenantB, userId: limited!.id, roleId: role!.id });
    const [portal] = await tx
      .insert(users)
      .values({
        ...person,
        accountTypeId: AccountType.Customer,
        email: 'musteri@yapi.cari.demo',
        name: 'Ece',
        surname: 'Su',
      })
      .returning();
    await seedDemoCustomers(tx, { tenantId: tenantB, createdBy: ownerB.id, portalUserId: portal!.id });
    const [customer] = await tx.select().from(customers).where(eq(customers.tenantId, tenantB)).limit(1);
    await tx.insert(customerContacts).values({
      tenantId: tenantB,
      customerId: customer!.id,
      name: 'Ece Su',
      email: portal!.email,
      portalUserId: portal!.id,
      sortOrder: 99,
    });
    await tx.update(users).set({ customerId: customer!.id }).where(eq(users.id, portal!.id));
    await seedDemoOffers(tx, { tenantId: tenantB, userId: ownerB.id });
    await seedDemoTasks(tx, { tenantId: tenantB, ownerId: ownerB.id, technicianId: limited!.id });
    await tx
      .insert(tenants)
      .values({ name: 'Üçüncü Firma', taxNumber: '1111111111', contactName: 'Ü', contactEmail: 'c@c.cari.demo' });
    return { limitedB: limited!, portalB: { ...portal!, customerId: customer!.id } };
  });
  await seedDemoWorkOrders(app.db, { tenantId: tenantB, ownerId: ownerB.id, technicianId: limitedB.id });

  const actors: Actor[] = [
    { name: 'anonymous', tenantId: null },
    { name: 'admin', user: await byEmail('admin@cari.demo'), tenantId: null },
    { name: 'ownerA', user: ownerA, tenantId: tenantA },
    { name: 'limitedA', user: await byEmail('satis@teknik.cari.demo'), tenantId: tenantA },
    { name: 'portalA', user: await byEmail('musteri@teknik.cari.demo'), tenantId: tenantA },
    { name: 'ownerB', user: ownerB, tenantId: tenantB },
    { name: 'limitedB', user: limitedB, tenantId: tenantB },
    { name: 'portalB', user: portalB, tenantId: tenantB },
  ];

  // The actors themselves and their roles stay out of the id pool: an owner disabling the limited
  // user in the first route would leave every later route fuzzed without one.
  const actorIds = actors.flatMap((a) => (a.user ? [a.user.id] : []));
  const actorRoles = (await app.db.select().from(userRoles).where(inArray(userRoles.userId, actorIds))).map(
    (r) => r.roleId,
  );
  const protectedIds = new Set([...actorIds, ...actorRoles, tenantA, tenantB]);

  /** A fresh session per request: a fuzzed logout or password change ends only that one. */
  const tokenFor = async (actor: Actor) =>
    actor.user ? (await startSession(app.db, { user: actor.user, remember: false })).accessToken : undefined;

  const ownership = await ownershipMap(app);
  return { actors, tenantA, tenantB, protectedIds, tokenFor, ownership };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * Which tenant owns each id in the database: every table with `id` and `tenant_id` columns (found
 * in the catalogue, so tables added later count too), plus the tenants themselves. Ids of other
 * tables map to null (shared, e.g. modules and permissions).
 */
export async function ownershipMap(app: App) {
  const owner = new Map<string, string | null>();
  const tableOf = new Map<string, string>();
  const load = async () => {
    const { rows } = await app.db.execute<{ table_name: string; tenant: boolean }>(sql`
      select c.table_name, bool_or(t.column_name is not null) as tenant
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
      left join information_schema.columns t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.column_name = 'tenant_id'
      where c.table_schema = 'public' and c.column_name = 'id' and c.data_type = 'uuid'
      group by c.table_name`);
    for (const { table_name, tenant } of rows) {
      const table = sql.identifier(table_name);
      const result = await app.db.execute<{ id: string; tenant_id: string | null }>(
        tenant
          ? sql`select id::text, tenant_id::text from ${table}`
          : sql`select id::text, null as tenant_id from ${table}`,
      );
      for (const r of result.rows) {
        owner.set(r.id, table_name === 'tenants' ? r.id : r.tenant_id);
        tableOf.set(r.id, table_name);
      }
    }
  };
  await load();
  return {
    /** The owning tenant of an id; null when shared or unknown. */
    async ownerOf(id: string): Promise<string | null> {
      if (!owner.has(id)) {
        await load();
        // Still unknown (an id a request made up, or a row since deleted): ask once, not on every sight.
        if (!owner.has(id)) owner.set(id, null);
      }
      return owner.get(id) ?? null;
    },
    /** Every known id with its table and owning tenant (null: shared), for the generators. */
    rows(): { id: string; table: string; tenantId: string | null }[] {
      return [...tableOf].map(([id, table]) => ({ id, table, tenantId: owner.get(id) ?? null }));
    },
    refresh: load,
  };
}
