import 'server-only';

import type { EInvoiceProfile, EInvoiceType } from './types';

/** The app's units (lib/schemas/catalog productUnits) as UN/ECE Recommendation 20 codes; others count as pieces. */
export const unitCodes: Record<string, string> = {
  adet: 'C62',
  kg: 'KGM',
  g: 'GRM',
  m: 'MTR',
  m2: 'MTK',
  m3: 'MTQ',
  lt: 'LTR',
  saat: 'HUR',
  gun: 'DAY',
  paket: 'PA',
  kutu: 'BX',
  takim: 'SET',
};
export const unitCodeOf = (unit: string) => unitCodes[unit.trim().toLocaleLowerCase('tr')] ?? 'C62';

/** GİB's wording of the KDV exemption reasons the app offers (lib/schemas/document-lines vatExemptionCodes). */
export const vatExemptionReasons: Record<string, string> = {
  '301': '11/1-a Mal İhracatı',
  '302': '11/1-a Hizmet İhracatı',
  '303': '11/1-a Roaming Hizmetleri',
  '311': '14/1 Uluslararası Taşımacılık',
  '350': 'Diğer İstisnalar',
  '351': 'KDV - İstisna Olmayan Diğer',
};

/**
 * Exemption codes that make the invoice an ISTISNA one (GİB's istisnaTaxExemptionReasonCodeType):
 * GİB rejects them on a SATIS or TEVKIFAT invoice. 351 ("not an exemption") is not one of them.
 */
export const istisnaExemptionCodes = ['301', '302', '303', '311', '350'] as const;

/** The TCKN GİB accepts for an e-Arşiv invoice to a consumer whose identity number is unknown. */
export const UNKNOWN_CONSUMER_TCKN = '11111111111';

type TypedLine = { vatRate: number; vatExemptionCode?: string | null; withholdingCode?: string | null };

/**
 * The invoice type code GİB expects: IADE for a return, TEVKIFAT when a line withholds KDV,
 * ISTISNA when a 0 % line is exempt by an exemption code, SATIS otherwise. A sales invoice with
 * both withholding and exempt lines has no valid type: it must be split in two (RangeError).
 */
export function einvoiceTypeOf(kind: 'sales' | 'return', lines: TypedLine[]): EInvoiceType {
  if (kind === 'return') return 'IADE';
  const withholds = lines.some((l) => l.withholdingCode);
  const exempt = lines.some(
    (l) => l.vatRate === 0 && (istisnaExemptionCodes as readonly string[]).includes(l.vatExemptionCode ?? ''),
  );
  if (withholds && exempt) throw new RangeError('an invoice cannot both withhold KDV and carry exempt lines');
  return withholds ? 'TEVKIFAT' : exempt ? 'ISTISNA' : 'SATIS';
}

/**
 * The scenario: e-Arşiv unless the customer is a registered e-Fatura user; then TICARIFATURA when
 * the tenant chose it, except for a return, which GİB allows only as TEMELFATURA.
 */
export function einvoiceProfileOf(opts: {
  einvoiceUser: boolean;
  commercial: boolean;
  type: EInvoiceType;
}): EInvoiceProfile {
  if (!opts.einvoiceUser) return 'EARSIVFATURA';
  return opts.commercial && opts.type !== 'IADE' ? 'TICARIFATURA' : 'TEMELFATURA';
}
