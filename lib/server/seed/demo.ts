import 'server-only';

import { count, eq, inArray, sql } from 'drizzle-orm';
import { AccountType } from '@/lib/auth/account-types';
import type { PermissionCode } from '@/lib/modules/tenant-modules';
import type { Db, DbOrTx } from '../db/client';
import {
  modulePermissions,
  modules,
  rolePermissions,
  roles,
  tenantModules,
  tenants,
  tenantSettings,
  userRoles,
  users,
  type UserRow,
} from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { sendSetPasswordEmail } from '../services/auth/activation';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoFinance } from './demo-finance';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoOffers } from './demo-offers';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoWorkOrders } from './demo-work-orders';
import { syncModuleCatalogue } from './modules';

export const DEMO_PASSWORD = 'Demo.1234';
const CATALOGUE_LOCK = 7_140_001;

/** The module catalogue always; the demo data set only into a database without users. */
export async function seedDemo(db: Db, opts: { demo?: boolean } = {}): Promise<void> {
  // One instance at a time: several app instances may start on the same PostgreSQL together.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
    await syncModuleCatalogue(tx);
  });
  if (opts.demo === false) return;

  const [{ n: userCount }] = (await db.select({ n: count() }).from(users)) as [{ n: number }];
  if (userCount > 0) return;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const invited = await db.transaction(async (tx) => {
    const active = { passwordHash, status: 'active' as const };
    await tx.insert(users).values({
      ...active,
      accountTypeId: AccountType.Backoffice,
      email: 'admin@cari.demo',
      name: 'Ayşe',
      surname: 'Yılmaz',
    });

    const teknik = await createTenant(tx, {
      name: 'Demo Teknik Servis',
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      contactName: 'Mehmet Demir',
      contactEmail: 'owner@teknik.cari.demo',
      contactPhone: '+90 216 555 01 01',
    });
    const sales = await createRole(tx, teknik.id, 'Satış', ['customers.view', 'customers.create', 'customers.update']);
    const tenantUser = { ...active, accountTypeId: AccountType.Tenant, tenantId: teknik.id };
    const owner = await insertUser(tx, {
      ...tenantUser,
      email: 'owner@teknik.cari.demo',
      name: 'Mehmet',
      surname: 'Demir',
    });
    const satis = await insertUser(tx, {
      ...tenantUser,
      email: 'satis@teknik.cari.demo',
      name: 'Zeynep',
      surname: 'Kaya',
    });
    await insertUser(tx, { ...tenantUser, email: 'yetkisiz@teknik.cari.demo', name: 'Ali', surname: 'Şahin' });
    const technicianRole = await createRole(tx, teknik.id, 'Teknisyen', [
      'dashboard.view',
      'work-orders.view',
      'work-orders.update',
      'tasks.view',
      'tasks.create',
      'tasks.update',
    ]);
    const teknisyen = await insertUser(tx, {
      ...tenantUser,
      email: 'teknisyen@teknik.cari.demo',
      name: 'Burak',
      surname: 'Koç',
    });
    const musteri = await insertUser(tx, {
      ...active,
      accountTypeId: AccountType.Customer,
      tenantId: teknik.id,
      email: 'musteri@teknik.cari.demo',
      name: 'Işık',
      surname: 'Öztürk',
    });
    const davet = await insertUser(tx, {
      accountTypeId: AccountType.Tenant,
      tenantId: teknik.id,
      email: 'davet@teknik.cari.demo',
      name: 'Deniz',
      surname: 'Arslan',
      status: 'pending',
    });
    await tx.insert(userRoles).values([
      { tenantId: teknik.id, userId: owner.id, roleId: teknik.ownerRoleId },
      { tenantId: teknik.id, userId: satis.id, roleId: sales },
      { tenantId: teknik.id, userId: davet.id, roleId: sales },
      { tenantId: teknik.id, userId: teknisyen.id, roleId: technicianRole },
    ]);

    // The company's address with its ilçe and il, which every e-Fatura / e-Arşiv document carries.
    await tx.insert(tenantSettings).values({
      tenantId: teknik.id,
      companyName: 'Demo Teknik Servis',
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      address: 'Caferağa Mah. Moda Cad. No: 12/3',
      district: 'Kadıköy',
      city: 'İstanbul',
      postalCode: '34710',
      phone: '+90 216 555 01 01',
      email: 'owner@teknik.cari.demo',
    });
    await seedDemoCustomers(tx, { tenantId: teknik.id, createdBy: owner.id, portalUserId: musteri.id });
    await seedDemoOffers(tx, { tenantId: teknik.id, userId: owner.id });
    await seedDemoTasks(tx, { tenantId: teknik.id, ownerId: owner.id, technicianId: teknisyen.id });

    const yapi = await createTenant(tx, {
      name: 'Örnek Yapı',
      taxNumber: '9876543217',
      taxOffice: 'Çankaya',
      contactName: 'Elif Çelik',
      contactEmail: 'owner@yapi.cari.demo',
    });
    const yapiOwner = await insertUser(tx, {
      ...active,
      accountTypeId: AccountType.Tenant,
      tenantId: yapi.id,
      email: 'owner@yapi.cari.demo',
      name: 'Elif',
      surname: 'Çelik',
    });
    await tx.insert(userRoles).values({ tenantId: yapi.id, userId: yapiOwner.id, roleId: yapi.ownerRoleId });
    await tx.insert(tenantSettings).values({
      tenantId: yapi.id,
      companyName: 'Örnek Yapı',
      taxNumber: '9876543217',
      taxOffice: 'Çankaya',
      address: 'Kızılay Mah. Atatürk Blv. No: 45',
      district: 'Çankaya',
      city: 'Ankara',
      email: 'owner@yapi.cari.demo',
    });
    await seedDemoFinance(tx, { tenantId: teknik.id, createdBy: owner.id, otherTenantId: yapi.id });

    // A tenant the Backoffice has just opened, its owner not yet active: with davet@, the two accounts
    // awaiting activation that the Backoffice header's badge counts (the specification's 2).
    const anadolu = await createTenant(tx, {
      name: 'Anadolu Klima',
      taxNumber: '5862047135',
      taxOffice: 'Konak',
      contactName: 'Kemal Aksoy',
      contactEmail: 'owner@anadolu.cari.demo',
    });
    const anadoluOwner = await insertUser(tx, {
      accountTypeId: AccountType.Tenant,
      tenantId: anadolu.id,
      email: 'owner@anadolu.cari.demo',
      name: 'Kemal',
      surname: 'Aksoy',
      status: 'pending',
    });
    await tx.insert(userRoles).values({ tenantId: anadolu.id, userId: anadoluOwner.id, roleId: anadolu.ownerRoleId });
    return {
      davet,
      anadoluOwner,
      musteriId: musteri.id,
      teknik: { tenantId: teknik.id, ownerId: owner.id, technicianId: teknisyen.id },
    };
  });
  // Work orders through their service: numbers, totals and status history as a user makes them.
  await seedDemoWorkOrders(db, invited.teknik);
  const [portalUser] = await db.select().from(users).where(eq(users.id, invited.musteriId));
  await seedDemoNotifications(db, {
    tenantId: invited.teknik.tenantId,
    ownerId: invited.teknik.ownerId,
    portalUserId: portalUser!.id,
    portalCustomerId: portalUser!.customerId!,
  });
  // The activation emails of the pending demo users: each link and its queued mail together.
  for (const user of [invited.davet, invited.anadoluOwner])
    await db.transaction((tx) => sendSetPasswordEmail(tx, { user, purpose: 'activation' }));
}

async function insertUser(tx: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

/** A tenant with every module enabled and its built-in owner role. */
async function createTenant(tx: DbOrTx, values: typeof tenants.$inferInsert) {
  const [tenant] = await tx.insert(tenants).values(values).returning();
  const all = await tx.select({ id: modules.id }).from(modules);
  await tx.insert(tenantModules).values(all.map((m) => ({ tenantId: tenant!.id, moduleId: m.id })));
  const [owner] = await tx
    .insert(roles)
    .values({
      tenantId: tenant!.id,
      name: 'Firma Sahibi',
      description: 'Tüm yetkilere sahip yerleşik rol',
      isOwner: true,
    })
    .returning({ id: roles.id });
  return { id: tenant!.id, ownerRoleId: owner!.id };
}

async function createRole(tx: DbOrTx, tenantId: string, name: string, codes: PermissionCode[]): Promise<string> {
  const [role] = await tx.insert(roles).values({ tenantId, name }).returning({ id: roles.id });
  const perms = await tx
    .select({ id: modulePermissions.id })
    .from(modulePermissions)
    .where(inArray(modulePermissions.code, codes));
  await tx.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  return role!.id;
}
