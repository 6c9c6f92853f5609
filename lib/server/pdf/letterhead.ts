import 'server-only';

import type { Content } from 'pdfmake/interfaces';
import type { GeneralSettings } from '@/lib/schemas/tenant-settings';
import type { DbOrTx } from '../db/client';
import { getGeneralSettings } from '../services/tenant/general-settings';
import { tenantLogoForDocuments } from '../services/tenant/tenant-logo';

export interface Letterhead {
  company: GeneralSettings;
  /** the logo as a pdfmake image (≤ 120 × 60 pt), or null without one */
  logo: Content | null;
  /** logo, company name, address, tax line, phone and email, ready for a column */
  stack: Content[];
}

/**
 * The tenant's letterhead on every PDF (offers, invoices, statements): its logo, name and contact
 * details from the general settings. `taxLine` words the tax office and number (Turkish by default).
 */
export async function tenantLetterhead(
  db: DbOrTx,
  opts: {
    tenantId: string;
    taxLine?: (office: string | null, number: string | null) => string;
    nameStyle?: string;
    lineColor?: string;
  },
): Promise<Letterhead> {
  const [company, image] = await Promise.all([
    getGeneralSettings(db, { tenantId: opts.tenantId }),
    tenantLogoForDocuments(db, { tenantId: opts.tenantId }),
  ]);
  const logo: Content | null = image
    ? { image: `data:${image.mimeType};base64,${image.bytes.toString('base64')}`, fit: [120, 60], margin: [0, 0, 0, 6] }
    : null;
  const taxLine =
    opts.taxLine ??
    ((office, number) => [office && `Vergi Dairesi: ${office}`, number && `VKN: ${number}`].filter(Boolean).join('  '));
  const lines = [
    company.address,
    company.taxOffice || company.taxNumber ? taxLine(company.taxOffice, company.taxNumber) : null,
    [company.phone, company.email].filter(Boolean).join(' · ') || null,
  ].filter((line): line is string => Boolean(line));
  const name: Content = opts.nameStyle
    ? { text: company.companyName, style: opts.nameStyle }
    : { text: company.companyName, bold: true, fontSize: 12 };
  const stack: Content[] = [
    ...(logo ? [logo] : []),
    name,
    ...lines.map((text) => (opts.lineColor ? { text, color: opts.lineColor } : { text })),
  ];
  return { company, logo, stack };
}
