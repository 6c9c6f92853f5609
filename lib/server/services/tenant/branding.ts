import 'server-only';

import { eq } from 'drizzle-orm';
import type { Branding } from '@/lib/schemas/branding';
import type { DbOrTx } from '../../db/client';
import { tenantLogos, tenantSettings, tenants } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The tenant's name, contact details and logo version, for its users' shell and its customers'
 * portal: the general settings (getGeneralSettings), before their first save the tenant record's
 * details. One statement, as every page's shell reads it (three, one after another, before).
 */
export async function getBranding(db: DbOrTx, opts: { tenantId: string }): Promise<Branding> {
  const [row] = await db
    .select({
      saved: tenantSettings.tenantId,
      companyName: tenantSettings.companyName,
      address: tenantSettings.address,
      phone: tenantSettings.phone,
      email: tenantSettings.email,
      name: tenants.name,
      contactPhone: tenants.contactPhone,
      contactEmail: tenants.contactEmail,
      logoUpdatedAt: tenantLogos.updatedAt,
    })
    .from(tenants)
    .leftJoin(tenantSettings, eq(tenantSettings.tenantId, tenants.id))
    .leftJoin(tenantLogos, eq(tenantLogos.tenantId, tenants.id))
    .where(eq(tenants.id, opts.tenantId))
    .limit(1);
  if (!row) throw notFound();
  const logoVersion = row.logoUpdatedAt ? String(row.logoUpdatedAt.getTime()) : null;
  if (row.saved) {
    return { companyName: row.companyName!, address: row.address, phone: row.phone, email: row.email, logoVersion };
  }
  return { companyName: row.name, address: null, phone: row.contactPhone, email: row.contactEmail, logoVersion };
}
