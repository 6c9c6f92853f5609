import Decimal from 'decimal.js';
import fc from 'fast-check';
import { vatExemptionCodes } from '@/lib/schemas/document-lines';
import { referenceTotals } from '@/lib/testing/totals-reference';
import { computeTotals } from '@/lib/utils/document-totals';
import { assertVatReportable } from '@/lib/server/einvoice/check';

/**
 * Random offers for the document-chain property (document-chain.property.test.ts): 1–8 product,
 * labor and free lines with 0–3 decimal quantities, 0–2 decimal prices and line discounts, every KDV
 * rate (an exemption code at 0 %), and no document discount, a percent or an amount up to the subtotal.
 */

export interface CatalogueItem {
  id: string;
  name: string;
  unit: string;
  price: string;
}
export type Catalogue = { product: CatalogueItem[]; labor: CatalogueItem[] };

/** A decimal string with 0..maxDigits fraction digits: '7', '0.5', '2.125', '0.500'. */
const decimal = (maxInt: number, maxDigits: number) =>
  fc
    .integer({ min: 0, max: maxDigits })
    .chain((digits) =>
      fc
        .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: 10 ** digits - 1 }))
        .map(([i, f]) => (digits ? `${i}.${String(f).padStart(digits, '0')}` : String(i))),
    );
const percent = decimal(100, 2).map((v) => (Number(v) > 100 ? '100' : v));
const vat = fc.oneof(
  fc.constantFrom(20, 10, 1).map((vatRate) => ({ vatRate, vatExemptionCode: null })),
  fc.constantFrom(...vatExemptionCodes).map((vatExemptionCode) => ({ vatRate: 0, vatExemptionCode })),
);
const lineSpec = fc.record({
  kind: fc.constantFrom('product', 'labor', 'free'),
  pick: fc.nat(),
  quantity: decimal(1000, 3).filter((q) => Number(q) > 0),
  /** null: the catalogue item's own price (a free line's 0). */
  unitPrice: fc.option(decimal(100_000, 2), { nil: null }),
  discountRate: fc.oneof(fc.constant(undefined), fc.constant(''), percent),
  vat,
  description: fc.option(fc.constantFrom('Yerinde montaj', 'Şantiye teslim'), { nil: null }),
});

/** An offer's lines naming real catalogue items, and a discount of none, a percent or an amount up to the subtotal. */
export function offerArb(catalogue: Catalogue) {
  const lines = fc.array(lineSpec, { minLength: 1, maxLength: 8 }).map((specs) =>
    specs.map((s, i) => {
      const items = s.kind === 'free' ? [] : catalogue[s.kind as 'product' | 'labor'];
      const item = items[s.pick % Math.max(items.length, 1)];
      return {
        kind: s.kind,
        ...(s.kind === 'product' ? { productId: item!.id } : s.kind === 'labor' ? { laborId: item!.id } : {}),
        name: item?.name ?? `Serbest satır ${i + 1}`,
        description: s.description,
        quantity: s.quantity,
        unit: item?.unit ?? 'adet',
        unitPrice: s.unitPrice ?? item?.price ?? '0',
        discountRate: s.discountRate,
        ...s.vat,
      };
    }),
  );
  return lines.chain((ls) => {
    const subtotal = new Decimal(referenceTotals(ls, null).subtotal);
    const amount = fc
      .integer({ min: 0, max: 10_000 })
      .map((bp) => subtotal.times(bp).dividedBy(10_000).toDecimalPlaces(2, Decimal.ROUND_DOWN).toString());
    const discount = fc.oneof(
      fc.constant(null),
      percent.map((value) => ({ kind: 'percent' as const, value })),
      amount.map((value) => ({ kind: 'amount' as const, value })),
    );
    return fc.record({ lines: fc.constant(ls), discount });
  });
}
export type OfferCase = {
  lines: Record<string, unknown>[];
  discount: { kind: 'percent' | 'amount'; value: string } | null;
};

/**
 * Whether the case can be issued: GİB must be told its KDV (assertVatReportable), so an invoice of
 * nothing, or one whose KDV at a rate rounds to 0, cannot become an e-document.
 */
export function issuable(c: OfferCase): boolean {
  const lines = c.lines.map((l) => ({ ...l, discountRate: (l.discountRate as string | undefined) || null }));
  try {
    assertVatReportable(computeTotals(lines as Parameters<typeof computeTotals>[0], c.discount));
    return true;
  } catch {
    return false;
  }
}
