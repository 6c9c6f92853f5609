import 'server-only';

import type { Branding } from '@/lib/schemas/branding';
import type { DbOrTx } from '../../db/client';
import { getGeneralSettings } from './general-settings';

/** The tenant's name, contact details and logo version, for its users' shell and its customers' portal. */
export async function getBranding(db: DbOrTx, opts: { tenantId: string }): Promise<Branding> {
  const s = await getGeneralSettings(db, opts);
  return {
    companyName: s.companyName,
    address: s.address,
    phone: s.phone,
    email: s.email,
    logoVersion: s.logo ? String(new Date(s.logo.updatedAt).getTime()) : null,
  };
}
