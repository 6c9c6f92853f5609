import fc from 'fast-check';
import { productUnits } from '@/lib/schemas/catalog';
import { vatExemptionCodes } from '@/lib/schemas/document-lines';
import { withholdingCodes } from '@/lib/schemas/values/withholding';
import { decimalString } from '@/lib/testing/totals-reference';
import { computeTotals } from '@/lib/utils/document-totals';
import { assertVatReportable } from '@/lib/server/einvoice/check';

/**
 * Random invoices as the API takes them, for invoices-ubl.property.test.ts: 1–6 product, labor and
 * text lines (catalogue or own prices, 0–3 decimal quantities, line discounts up to 100 %), KDV
 * 20/10/1/0 (a 0 % line with an exemption reason), tevkifat codes, a document discount, notes,
 * one of five customers (e-Fatura or e-Arşiv, company or individual), the tenant's TEMELFATURA or
 * TICARIFATURA, and whether the invoice is then returned whole.
 */

export type CustomerKey = 'efaturaCompany' | 'efaturaPerson' | 'earsivCompany' | 'earsivPerson' | 'consumer';
export const isEInvoiceUser = (c: CustomerKey) => c === 'efaturaCompany' || c === 'efaturaPerson';

export interface CatalogueItem {
  id: string;
  name: string;
  unit: string;
  price: string;
}

export interface InvoiceLineInput {
  itemKind: 'product' | 'labor' | 'text';
  productId?: string;
  laborId?: string;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountRate?: string;
  vatRate: number;
  vatExemptionCode: string | null;
  withholdingCode: string | null;
}

export interface InvoiceCase {
  customer: CustomerKey;
  commercial: boolean;
  lines: InvoiceLineInput[];
  discount: { kind: 'percent' | 'amount'; value: string } | null;
  notes: string | null;
  returned: boolean;
}

/** Exemption codes that make an invoice ISTISNA (351 is "not an exemption"). */
const istisna = vatExemptionCodes.filter((c) => c !== '351');

/**
 * The GİB type a sales invoice of these lines must get, by GİB's rules rather than the app's code:
 * TEVKIFAT with a withholding line, ISTISNA with an exempt 0 % line, SATIS otherwise.
 */
export function expectedType(lines: InvoiceLineInput[]) {
  if (lines.some((l) => l.withholdingCode)) return 'TEVKIFAT';
  if (lines.some((l) => l.vatRate === 0 && (istisna as string[]).includes(l.vatExemptionCode ?? ''))) return 'ISTISNA';
  return 'SATIS';
}

/** 'plain' lines carry neither withholding nor an ISTISNA code, so each mode has one valid type. */
type Mode = 'plain' | 'exempt' | 'withholding';

const extraText = fc.option(
  fc.constantFrom(
    'Yerinde montaj',
    'Şantiye teslim & kurulum',
    'Ölçü <60x60> "beyaz"',
    "Müşteri'nin deposu",
    'İkinci satır\nüçüncü satır',
    'Garanti: 2 yıl 🔧',
  ),
  { nil: null },
);

const lineSpec = (mode: Mode) =>
  fc.record({
    itemKind: fc.constantFrom('product', 'labor', 'text'),
    pick: fc.nat(),
    extra: extraText,
    quantity: decimalString(1000, 3).filter((q) => Number(q) > 0),
    /** null: the catalogue item's own price (a text line always has its own). */
    unitPrice: fc.option(decimalString(50_000, 2), { nil: null }),
    textUnit: fc.constantFrom(...productUnits),
    discountRate: fc.oneof(
      fc.constant(undefined),
      fc.constant(''),
      decimalString(100, 2).map((v) => (Number(v) > 100 ? '100' : v)),
    ),
    vatRate: fc.constantFrom(20, 20, 10, 1, 0),
    exemption: fc.constantFrom(...(mode === 'exempt' ? vatExemptionCodes : (['351'] as const))),
    withholding: fc.option(fc.constantFrom(...withholdingCodes.map((c) => c.code)), { nil: null, freq: 2 }),
  });

type LineSpec = ReturnType<typeof lineSpec> extends fc.Arbitrary<infer T> ? T : never;

function lineOf(
  s: LineSpec,
  mode: Mode,
  catalogue: { product: CatalogueItem[]; labor: CatalogueItem[] },
  i: number,
): InvoiceLineInput {
  const items = s.itemKind === 'text' ? [] : catalogue[s.itemKind as 'product' | 'labor'];
  const item = items.length ? items[s.pick % items.length] : undefined;
  const kind = item ? (s.itemKind as InvoiceLineInput['itemKind']) : 'text';
  const name = item?.name ?? `Hizmet ${i + 1}`;
  return {
    itemKind: kind,
    ...(kind === 'product' ? { productId: item!.id } : kind === 'labor' ? { laborId: item!.id } : {}),
    description: s.extra ? `${name}\n${s.extra}` : name,
    quantity: s.quantity,
    unit: item?.unit ?? s.textUnit,
    unitPrice: s.unitPrice ?? item?.price ?? '100.00',
    discountRate: s.discountRate,
    vatRate: s.vatRate,
    vatExemptionCode: s.vatRate === 0 ? s.exemption : null,
    withholdingCode: mode === 'withholding' && s.vatRate !== 0 ? s.withholding : null,
  };
}

const discountArb = fc.option(
  fc.oneof(
    decimalString(100, 2).map((value) => ({ kind: 'percent' as const, value: Number(value) > 100 ? '100' : value })),
    decimalString(200_000, 2).map((value) => ({ kind: 'amount' as const, value })),
  ),
  { nil: null, freq: 2 },
);

const notesArb = fc.option(fc.constantFrom('Teslim: 3 iş günü', 'Ödeme havale ile & vadeli', 'Sipariş <2026/14>'), {
  nil: null,
});

/**
 * Whether GİB can be told the invoice's KDV (assertVatReportable): an invoice of nothing, or one
 * whose KDV at a rate rounds to 0, cannot become an e-document, and the API answers 422.
 */
function reportable(c: InvoiceCase) {
  try {
    assertVatReportable(
      computeTotals(
        c.lines.map((l) => ({ ...l, discountRate: l.discountRate || null })),
        c.discount,
      ),
    );
    return true;
  } catch {
    return false;
  }
}

export function invoiceCaseArb(catalogue: { product: CatalogueItem[]; labor: CatalogueItem[] }) {
  return fc
    .record({
      mode: fc.constantFrom<Mode>('plain', 'exempt', 'withholding'),
      customer: fc.constantFrom<CustomerKey>(
        'efaturaCompany',
        'efaturaPerson',
        'earsivCompany',
        'earsivPerson',
        'consumer',
      ),
      commercial: fc.boolean(),
      discount: discountArb,
      notes: notesArb,
      returned: fc.boolean().chain((b) => (b ? fc.boolean() : fc.constant(false))),
    })
    .chain(({ mode, ...rest }) =>
      fc
        .array(lineSpec(mode), { minLength: 1, maxLength: 6 })
        .map((specs): InvoiceCase => ({ ...rest, lines: specs.map((s, i) => lineOf(s, mode, catalogue, i)) })),
    )
    .filter(reportable);
}
