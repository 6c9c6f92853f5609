import Decimal from 'decimal.js';
import { withholdingCode } from '@/lib/schemas/values/withholding';

/**
 * The totals of a priced document (offer, work order, invoice), in exact decimals. The server
 * computes and stores them; forms run the same function for the live display only.
 *
 * - line net = round2(quantity × unit price × (1 − line discount %))
 * - a document discount (percent of the lines' nets, or an amount) is spread over the lines in
 *   proportion to their nets, each share rounded, the rounding remainder on the largest line
 * - KDV per rate = round2(sum of the discounted nets at that rate × rate)
 * - grand total = net total + KDV total
 * - KDV withholding (tevkifat) per line = round2(the line's KDV share (computeLineVat) × its code's
 *   tenths), as GİB and the UBL-TR document (lib/server/einvoice/ubl.ts) round it
 * - payable ("tevkifat sonrası ödenecek") = grand total − withholding total
 */

export interface TotalsLine {
  /** Decimal strings: quantity up to 3 decimals, price up to 2, discount percent up to 2. */
  quantity: string;
  unitPrice: string;
  discountRate?: string | null;
  vatRate: number;
  /** GİB withholding code (lib/schemas/values/withholding), or none. */
  withholdingCode?: string | null;
}

export type DocumentDiscount = { kind: 'percent' | 'amount'; value: string } | null | undefined;

/** The priced part of a stored document line, as every line view shows it. */
export const pricedLine = <Vat>(l: {
  quantity: string;
  unit: string;
  unitPrice: string;
  discountRate: string;
  vatRate: Vat;
  vatExemptionCode: string | null;
  withholdingCode: string | null;
  net: string;
}) => ({
  quantity: l.quantity,
  unit: l.unit,
  unitPrice: l.unitPrice,
  discountRate: l.discountRate,
  vatRate: l.vatRate,
  vatExemptionCode: l.vatExemptionCode,
  withholdingCode: l.withholdingCode,
  net: l.net,
});

/** A document's discount from its stored columns (`discount_kind`, `discount_value`): null when there is none. */
export const storedDiscount = (row: { discountKind: string | null; discountValue: string | null }) =>
  row.discountKind && row.discountValue
    ? { kind: row.discountKind as 'percent' | 'amount', value: row.discountValue }
    : null;

export interface LineTotals {
  /** quantity × price after the line discount */
  net: string;
  /** this line's share of the document discount */
  documentDiscount: string;
  /** net − documentDiscount: the KDV base */
  taxable: string;
}

export interface DocumentTotals {
  lines: LineTotals[];
  /** sum of the line nets, before the document discount */
  subtotal: string;
  documentDiscount: string;
  /** sum of the KDV bases */
  netTotal: string;
  vat: { rate: number; base: string; amount: string }[];
  vatTotal: string;
  grandTotal: string;
  /** KDV withheld by the buyer (tevkifat): 0.00 without withholding codes */
  withholdingTotal: string;
  /** what the customer owes: grand total − withholding total */
  payableTotal: string;
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;
const round2 = (value: Dec) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const money = (value: Dec) => round2(value).toFixed(2);
const hundred = new D(100);

/** Parses a decimal string; anything else counts as 0, so a half-typed form still shows totals. */
function dec(value: string | null | undefined): Dec {
  try {
    return new D((value ?? '').trim() || 0);
  } catch {
    return new D(0);
  }
}

/** Spreads `total` over `weights` in proportion, each share rounded; the remainder goes to the largest weight. */
function spread(total: Dec, weights: Dec[]): Dec[] {
  const sum = weights.reduce((a, b) => a.plus(b), new D(0));
  if (sum.isZero() || total.isZero()) return weights.map(() => new D(0));
  const shares = weights.map((w) => round2(total.times(w).dividedBy(sum)));
  const remainder = total.minus(shares.reduce((a, b) => a.plus(b), new D(0)));
  let largest = 0;
  weights.forEach((w, i) => {
    if (w.greaterThan(weights[largest]!)) largest = i;
  });
  shares[largest] = shares[largest]!.plus(remainder);
  return shares;
}

export function computeTotals(lines: TotalsLine[], discount?: DocumentDiscount): DocumentTotals {
  const nets = lines.map((l) =>
    round2(
      dec(l.quantity)
        .times(dec(l.unitPrice))
        .times(hundred.minus(dec(l.discountRate)).dividedBy(hundred)),
    ),
  );
  const subtotal = nets.reduce((a, b) => a.plus(b), new D(0));
  let documentDiscount = new D(0);
  if (discount?.kind === 'percent') documentDiscount = round2(subtotal.times(dec(discount.value)).dividedBy(hundred));
  if (discount?.kind === 'amount') documentDiscount = round2(dec(discount.value));
  // A discount never makes the document negative. D.min, not Decimal.min: the latter returns a
  // Decimal of the default 20 digits, and the spread's products of 10-digit amounts need more
  // (an exact half-kuruş share came out rounded down).
  documentDiscount = D.min(documentDiscount, subtotal.isNegative() ? 0 : subtotal);
  const shares = spread(documentDiscount, nets);
  const taxable = nets.map((net, i) => net.minus(shares[i]!));

  const byRate = new Map<number, Dec>();
  lines.forEach((l, i) => byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? new D(0)).plus(taxable[i]!)));
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, base]) => ({ rate, base, amount: round2(base.times(rate).dividedBy(hundred)) }));
  const netTotal = taxable.reduce((a, b) => a.plus(b), new D(0));
  const vatTotal = vat.reduce((a, v) => a.plus(v.amount), new D(0));
  const grandTotal = netTotal.plus(vatTotal);

  const totals = {
    lines: nets.map((net, i) => ({
      net: money(net),
      documentDiscount: money(shares[i]!),
      taxable: money(taxable[i]!),
    })),
    subtotal: money(subtotal),
    documentDiscount: money(documentDiscount),
    netTotal: money(netTotal),
    vat: vat.map((v) => ({ rate: v.rate, base: money(v.base), amount: money(v.amount) })),
    vatTotal: money(vatTotal),
    grandTotal: money(grandTotal),
  };
  const withheld = lines.some((l) => l.withholdingCode)
    ? computeLineVat(lines, totals).reduce(
        (sum, vat, i) => sum.plus(withheldOf(vat, lines[i]!.withholdingCode)),
        new D(0),
      )
    : new D(0);
  return { ...totals, withholdingTotal: money(withheld), payableTotal: money(grandTotal.minus(withheld)) };
}

/**
 * The KDV a line's buyer withholds: round2(the line's KDV × the code's tenths). No code withholds
 * nothing; nor does a code GİB does not list (the line schemas and the e-invoice refuse one).
 */
export function withheldOf(lineVat: string, code: string | null | undefined): string {
  const entry = code ? withholdingCode(code) : undefined;
  return money(entry ? new D(lineVat).times(entry.rate).dividedBy(10) : new D(0));
}

/**
 * Each line's share of its rate's KDV (DocumentTotals.vat): the rate's canonical amount spread
 * over the lines at that rate in proportion to their KDV bases, each share rounded, the remainder
 * on the largest base. The shares of a rate add up to its amount exactly; e-invoice lines and KDV
 * withholding (lib/utils/withholding) are computed from them.
 */
export function computeLineVat(
  lines: Pick<TotalsLine, 'vatRate'>[],
  totals: Pick<DocumentTotals, 'lines' | 'vat'>,
): string[] {
  const shares: string[] = lines.map(() => money(new D(0)));
  for (const { rate, amount } of totals.vat) {
    const at = lines.flatMap((l, i) => (l.vatRate === rate ? [i] : []));
    const spreadShares = spread(
      new D(amount),
      at.map((i) => new D(totals.lines[i]!.taxable)),
    );
    at.forEach((lineIndex, k) => (shares[lineIndex] = money(spreadShares[k]!)));
  }
  return shares;
}
