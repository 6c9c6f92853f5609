import 'server-only';

import { eq } from 'drizzle-orm';
import type { GeneralSettings, UpdateGeneralSettingsInput } from '@/lib/schemas/tenant-settings';
import type { Db, DbOrTx } from '../../db/client';
import { tenantLogos, tenantSettings, tenants } from '../../db/schema';
import { notFound } from '../../errors';
import { changedFields, writeAudit } from '../audit';
import type { Actor } from '../../kit/actor';
import { saveSettingsRow } from '../../kit/records';

type Saved = Omit<GeneralSettings, 'logo' | 'version'>;

/**
 * The tenant's general settings. Before the first save they are the tenant record's details with
 * TRY, 20% KDV and the basic e-Fatura scenario, at version 0.
 */
export async function getGeneralSettings(db: DbOrTx, opts: { tenantId: string }): Promise<GeneralSettings> {
  const [row] = await db.select().from(tenantSettings).where(eq(tenantSettings.tenantId, opts.tenantId)).limit(1);
  const [logo] = await db
    .select({ mimeType: tenantLogos.mimeType, size: tenantLogos.size, updatedAt: tenantLogos.updatedAt })
    .from(tenantLogos)
    .where(eq(tenantLogos.tenantId, opts.tenantId))
    .limit(1);
  const logoInfo = logo ? { ...logo, updatedAt: logo.updatedAt.toISOString() } : null;
  if (row) {
    const { tenantId: _t, createdAt: _c, updatedAt: _u, currency, eInvoiceScenario, ...rest } = row;
    return {
      ...rest,
      currency: currency as GeneralSettings['currency'],
      eInvoiceScenario: eInvoiceScenario as GeneralSettings['eInvoiceScenario'],
      logo: logoInfo,
    };
  }
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, opts.tenantId)).limit(1);
  if (!tenant) throw notFound();
  return {
    companyName: tenant.name,
    taxNumber: tenant.taxNumber,
    taxOffice: tenant.taxOffice,
    mersisNumber: null,
    address: null,
    district: null,
    city: null,
    postalCode: null,
    tradeRegistryNumber: null,
    phone: tenant.contactPhone,
    email: tenant.contactEmail,
    currency: 'TRY',
    defaultVatRate: 20,
    eInvoiceScenario: 'TEMELFATURA',
    logo: logoInfo,
    version: 0,
  };
}

/** Saves the settings; `version` 0 creates them, a stale version answers 409. */
export async function updateGeneralSettings(
  db: Db,
  opts: Actor & { input: Saved & Pick<UpdateGeneralSettingsInput, 'version'> },
): Promise<GeneralSettings> {
  const { version, ...values } = opts.input;
  await db.transaction(async (tx) => {
    // What the form showed before this save (the tenant's defaults before the first one): the audit's before.
    const { logo: _logo, version: _version, ...before } = await getGeneralSettings(tx, { tenantId: opts.tenantId });
    await saveSettingsRow(tx, tenantSettings, { tenantId: opts.tenantId, version }, values);
    await writeAudit(tx, {
      tenantId: opts.tenantId,
      userId: opts.userId,
      ip: opts.ip,
      action: 'settings.general.update',
      entity: 'tenant_settings',
      entityId: opts.tenantId,
      data: changedFields(before, values),
    });
  });
  return getGeneralSettings(db, { tenantId: opts.tenantId });
}
