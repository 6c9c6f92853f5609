import fc from 'fast-check';
import { productUnits } from '@/lib/schemas/catalog';
import { withholdingCodes } from '@/lib/schemas/values/withholding';
import { decimalString, documentDiscountArb } from '@/lib/testing/totals-reference';
import { computeTotals } from '@/lib/utils/document-totals';
import { assertVatReportable } from '@/lib/server/einvoice/check';
import { einvoiceProfileOf, einvoiceTypeOf, istisnaExemptionCodes } from '@/lib/server/einvoice/codes';
import type { EInvoiceInput, EInvoiceLine, EInvoiceParty } from '@/lib/server/einvoice/types';

/** Parties and invoices for the UBL-TR tests: fixed ones for the examples, arbitraries for the property test. */

export const supplier: EInvoiceParty = {
  taxNumber: '1234567890',
  name: 'Örnek Teknik Servis A.Ş.',
  taxOffice: 'Kadıköy',
  address: { street: 'Caferağa Mah. Moda Cad. No: 12/3', district: 'Kadıköy', city: 'İstanbul', postalZone: '34710' },
  mersisNo: '0123456789012345',
  phone: '+90 216 555 00 00',
  email: 'fatura@ornek.com.tr',
  website: 'https://ornek.com.tr',
};

export const companyCustomer: EInvoiceParty = {
  taxNumber: '1234567808',
  name: 'Yıldız Gıda San. ve Tic. Ltd. Şti.',
  taxOffice: 'Çankaya',
  address: { street: 'Kızılay Mah. Atatürk Blv. No: 45', district: 'Çankaya', city: 'Ankara' },
};

export const personCustomer: EInvoiceParty = {
  taxNumber: '10000000146',
  name: 'Ayşe Nur Çelik',
  address: { district: 'Konak', city: 'İzmir' },
};

let sequence = 0;
/** A GİB number and an ETTN unique within the test run. */
export const identity = () => {
  sequence += 1;
  const uuid = `6f1c2a4e-0b7d-4c3e-9a1f-${String(sequence).padStart(12, '0')}`;
  return { number: `CRI2026${String(sequence).padStart(9, '0')}`, uuid };
};

/** A scenario's invoice around its lines: type and profile chosen by the app's own rules. */
export function invoiceOf(
  lines: EInvoiceLine[],
  opts: Partial<EInvoiceInput> & { einvoiceUser?: boolean; commercial?: boolean; kind?: 'sales' | 'return' } = {},
): EInvoiceInput {
  const { einvoiceUser = false, commercial = false, kind = 'sales', ...rest } = opts;
  const type = einvoiceTypeOf(kind, lines);
  return {
    profile: einvoiceProfileOf({ einvoiceUser, commercial, type }),
    type,
    ...identity(),
    issueDate: '2026-01-15',
    issueTime: '10:30:00',
    currency: 'TRY',
    supplier,
    customer: companyCustomer,
    lines,
    original: kind === 'return' ? { number: 'CRI2026000000001', issueDate: '2026-01-10' } : null,
    ...rest,
  };
}

const description = fc
  .tuple(
    fc.constantFrom('Kombi bakımı', 'Şofben değişimi & montaj', 'Işık <LED> "60x60"', "Müşteri'nin deposu", 'İşçilik'),
    fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), { nil: null }),
  )
  .map(([name, more]) => (more ? `${name}\n${more}` : name));

/** 'plain' lines carry neither withholding nor an ISTISNA code, so every mode has a valid type. */
type Mode = 'plain' | 'exempt' | 'withholding';

const lineArb = (mode: Mode): fc.Arbitrary<EInvoiceLine> =>
  fc
    .record({
      description,
      itemCode: fc.option(fc.constantFrom('KMB-ESN-01', 'LBR-001'), { nil: null }),
      quantity: decimalString(10_000, 3).filter((q) => Number(q) > 0),
      unit: fc.constantFrom(...productUnits),
      unitPrice: decimalString(1_000_000, 2),
      discountRate: fc.option(
        decimalString(100, 2).filter((d) => Number(d) <= 100),
        { nil: null },
      ),
      vatRate: fc.constantFrom(0, 1, 10, 20),
      exemption: fc.constantFrom(...(mode === 'exempt' ? [...istisnaExemptionCodes, '351'] : ['351'])),
      withholding: fc.option(fc.constantFrom(...withholdingCodes.map((c) => c.code)), { nil: null }),
    })
    .map(({ exemption, withholding, ...line }) => ({
      ...line,
      vatExemptionCode: line.vatRate === 0 ? exemption : null,
      withholdingCode: mode === 'withholding' && line.vatRate !== 0 ? withholding : null,
    }));

/** Any invoice Cari can issue: every line kind, discounts, KDV 20/10/1/0 with exemption codes, withholding, returns. */
export const invoiceArb: fc.Arbitrary<EInvoiceInput> = fc
  .record({
    mode: fc.constantFrom<Mode>('plain', 'exempt', 'withholding'),
    kind: fc.constantFrom<'sales' | 'return'>('sales', 'sales', 'return'),
    einvoiceUser: fc.boolean(),
    commercial: fc.boolean(),
    customer: fc.constantFrom(companyCustomer, personCustomer),
    discount: documentDiscountArb,
    notes: fc.option(fc.string({ unit: 'grapheme', maxLength: 80 }), { nil: null }),
  })
  .chain(({ mode, ...rest }) =>
    fc.array(lineArb(mode), { minLength: 1, maxLength: 8 }).map((lines) => invoiceOf(lines, rest)),
  )
  .filter(reportable);

/** Whether GİB can be told the invoice's KDV (assertVatReportable): tiny amounts at a rate can round it to 0. */
function reportable(invoice: EInvoiceInput) {
  try {
    assertVatReportable(computeTotals(invoice.lines, invoice.discount));
    return true;
  } catch {
    return false;
  }
}
