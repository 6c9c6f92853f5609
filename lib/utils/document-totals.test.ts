import fc from 'fast-check';
import { computeTotals, type DocumentDiscount, type TotalsLine } from './document-totals';

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

function reference(lines: TotalsLine[], discount: DocumentDiscount) {
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
  };
}

const decimalString = (maxInt: number, digits: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: 10 ** digits - 1 }))
    .map(([i, f]) => (digits ? `${i}.${String(f).padStart(digits, '0')}` : String(i)));

const line = fc.record({
  quantity: decimalString(10_000, 3),
  unitPrice: decimalString(1_000_000, 2),
  discountRate: fc.option(decimalString(99, 2), { nil: null }),
  vatRate: fc.constantFrom(0, 1, 10, 20),
});
const discount = fc.option(
  fc.oneof(
    decimalString(100, 2).map((value) => ({ kind: 'percent' as const, value: Number(value) > 100 ? '100' : value })),
    decimalString(5_000_000, 2).map((value) => ({ kind: 'amount' as const, value })),
  ),
  { nil: null },
);

describe('computeTotals', () => {
  it('agrees with an independent integer computation to the kuruş', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), discount, (lines, d) => {
        expect(computeTotals(lines, d)).toEqual(reference(lines, d));
      }),
      { numRuns: 500 },
    );
  });

  it('never loses a kuruş of the document discount and never goes below zero', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), discount, (lines, d) => {
        const totals = computeTotals(lines, d);
        const shared = totals.lines.reduce((a, l) => a + Math.round(Number(l.documentDiscount) * 100), 0);
        expect(shared).toBe(Math.round(Number(totals.documentDiscount) * 100));
        expect(Number(totals.netTotal)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('computes 3 × 0,10 as 0,30 (not a float)', () => {
    const totals = computeTotals([{ quantity: '3', unitPrice: '0.10', vatRate: 20 }]);
    expect(totals).toMatchObject({ subtotal: '0.30', vatTotal: '0.06', grandTotal: '0.36' });
    expect(computeTotals([{ quantity: '0.1', unitPrice: '3', vatRate: 0 }]).grandTotal).toBe('0.30');
  });

  it('takes a 33,33% discount off 100 as 66,67 and spreads a document discount with the remainder on the largest line', () => {
    expect(computeTotals([{ quantity: '1', unitPrice: '100', discountRate: '33.33', vatRate: 0 }]).netTotal).toBe(
      '66.67',
    );
    const totals = computeTotals(
      [
        { quantity: '1', unitPrice: '100', vatRate: 20 },
        { quantity: '1', unitPrice: '100', vatRate: 10 },
        { quantity: '1', unitPrice: '100.01', vatRate: 20 },
      ],
      { kind: 'amount', value: '10' },
    );
    expect(totals.lines.map((l) => l.documentDiscount)).toEqual(['3.33', '3.33', '3.34']);
    expect(totals.vat).toEqual([
      { rate: 10, base: '96.67', amount: '9.67' },
      { rate: 20, base: '193.34', amount: '38.67' },
    ]);
    expect(totals.grandTotal).toBe('338.35');
  });
});
