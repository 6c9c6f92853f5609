import fc from 'fast-check';
import type { DocumentDiscount, TotalsLine } from '@/lib/utils/document-totals';

/*
 * The reference: the same rules written independently in integer arithmetic (BigInt kuruş,
 * thousandths of a unit, hundredths of a percent), so no decimal library is trusted twice.
 */
const halfUp = (num: bigint, den: bigint) =>
  num >= 0n ? (2n * num + den) / (2n * den) : -((-2n * num + den) / (2n * den));
const scaled = (text: string, digits: number) => {
  const [int, frac = ''] = text.split('.');
  return BigInt(int! + frac.padEnd(digits, '0').slice(0, digits));
};
const cents = (value: bigint) => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** The reference of lines without withholding codes: nothing is withheld, the grand total is payable. */
export function referenceTotals(lines: TotalsLine[], discount: DocumentDiscount) {
  const nets = lines.map((l) =>
    halfUp(
      scaled(l.quantity, 3) * scaled(l.unitPrice, 2) * (10000n - scaled(l.discountRate ?? '0', 2)),
      1000n * 10000n,
    ),
  );
  const subtotal = nets.reduce((a, b) => a + b, 0n);
  let total = 0n;
  if (discount?.kind === 'percent') total = halfUp(subtotal * scaled(discount.value, 2), 10000n);
  if (discount?.kind === 'amount') total = scaled(discount.value, 2);
  if (total > subtotal) total = subtotal;
  let shares = nets.map(() => 0n);
  if (subtotal > 0n && total > 0n) {
    shares = nets.map((n) => halfUp(total * n, subtotal));
    const largest = nets.reduce((best, n, i) => (n > nets[best]! ? i : best), 0);
    shares[largest]! += total - shares.reduce((a, b) => a + b, 0n);
  }
  const taxable = nets.map((n, i) => n - shares[i]!);
  const rates = [...new Set(lines.map((l) => l.vatRate))].sort((a, b) => a - b);
  const vat = rates.map((rate) => {
    const base = taxable.filter((_, i) => lines[i]!.vatRate === rate).reduce((a, b) => a + b, 0n);
    return { rate, base: cents(base), amount: cents(halfUp(base * BigInt(rate), 100n)) };
  });
  const netTotal = taxable.reduce((a, b) => a + b, 0n);
  const vatTotal = vat.reduce((a, v) => a + scaled(v.amount, 2), 0n);
  return {
    lines: nets.map((n, i) => ({ net: cents(n), documentDiscount: cents(shares[i]!), taxable: cents(taxable[i]!) })),
    subtotal: cents(subtotal),
    documentDiscount: cents(total),
    netTotal: cents(netTotal),
    vat,
    vatTotal: cents(vatTotal),
    grandTotal: cents(netTotal + vatTotal),
    withholdingTotal: '0.00',
    payableTotal: cents(netTotal + vatTotal),
  };
}

export const decimalString = (maxInt: number, digits: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: 10 ** digits - 1 }))
    .map(([i, f]) => (digits ? `${i}.${String(f).padStart(digits, '0')}` : String(i)));

export const totalsLineArb = fc.record({
  quantity: decimalString(10_000, 3),
  unitPrice: decimalString(1_000_000, 2),
  discountRate: fc.option(decimalString(99, 2), { nil: null }),
  vatRate: fc.constantFrom(0, 1, 10, 20),
});
export const documentDiscountArb = fc.option(
  fc.oneof(
    decimalString(100, 2).map((value) => ({ kind: 'percent' as const, value: Number(value) > 100 ? '100' : value })),
    decimalString(5_000_000, 2).map((value) => ({ kind: 'amount' as const, value })),
  ),
  { nil: null },
);
