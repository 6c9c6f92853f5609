import 'server-only';

import type { DocumentDiscount } from '@/lib/utils/document-totals';

/** GİB scenarios Cari issues: e-Fatura (basic or commercial) to registered users, e-Arşiv to everyone else. */
export const einvoiceProfiles = ['TEMELFATURA', 'TICARIFATURA', 'EARSIVFATURA'] as const;
export type EInvoiceProfile = (typeof einvoiceProfiles)[number];

/** GİB invoice type codes Cari issues. */
export const einvoiceTypes = ['SATIS', 'IADE', 'TEVKIFAT', 'ISTISNA'] as const;
export type EInvoiceType = (typeof einvoiceTypes)[number];

export interface EInvoiceAddress {
  /** street, number and the rest of the address line */
  street?: string | null;
  /** ilçe (cbc:CitySubdivisionName, required by the XSD) */
  district: string;
  /** il (cbc:CityName, required by the XSD) */
  city: string;
  postalZone?: string | null;
  /** default Türkiye */
  country?: string | null;
}

export interface EInvoiceParty {
  /** VKN (10 digits, a company) or TCKN (11 digits, a person); the schemeID follows from the length */
  taxNumber: string;
  /** the trade name (PartyName); for a TCKN also the person's full name */
  name: string;
  /** a TCKN party's first and family name; by default the last word of `name` is the family name */
  person?: { firstName: string; familyName: string } | null;
  /** vergi dairesi */
  taxOffice?: string | null;
  address: EInvoiceAddress;
  /** the 16-digit MERSİS number, when the party has one */
  mersisNo?: string | null;
  tradeRegistryNo?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
}

export interface EInvoiceLine {
  description: string;
  /** the seller's item code (product or labour code), when the line has one */
  itemCode?: string | null;
  /** decimal strings as stored: quantity up to 3 decimals, price up to 2, discount percent up to 2 */
  quantity: string;
  /** the app's unit ('adet', 'saat', …); written as its UN/ECE code */
  unit: string;
  unitPrice: string;
  discountRate?: string | null;
  vatRate: number;
  /** GİB exemption reason code of a 0 % line (lib/schemas/document-lines vatExemptionCodes) */
  vatExemptionCode?: string | null;
  /** GİB withholding code (lib/schemas/values/withholding), or none */
  withholdingCode?: string | null;
}

/** Everything an issued invoice's UBL-TR document is made from. */
export interface EInvoiceInput {
  profile: EInvoiceProfile;
  type: EInvoiceType;
  /** the 16-character GİB number (series code, year, 9-digit sequence) */
  number: string;
  /** ETTN: a random UUID fixed at issue */
  uuid: string;
  /** YYYY-MM-DD and HH:MM:SS, Turkish time */
  issueDate: string;
  issueTime: string;
  currency: 'TRY';
  supplier: EInvoiceParty;
  customer: EInvoiceParty;
  lines: EInvoiceLine[];
  discount?: DocumentDiscount;
  notes?: string | null;
  /** the invoice a return (IADE) takes back */
  original?: { number: string; issueDate: string } | null;
}
