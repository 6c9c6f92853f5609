import Decimal from 'decimal.js';
import fc from 'fast-check';
import { withholdingCodes } from '@/lib/schemas/values/withholding';
import { documentDiscountArb, totalsLineArb } from '@/lib/testing/totals-reference';
import { computeLineVat, computeTotals } from './document-totals';
import { computeWithholding } from './withholding';

const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2);
const lineArb = fc.record({
  line: totalsLineArb,
  withholdingCode: fc.option(fc.constantFrom(...withholdingCodes.map((c) => c.code)), { nil: null }),
});

describe('computeLineVat', () => {
  it('splits each rate’s KDV over its lines to the kuruş', () => {
    fc.assert(
      fc.property(fc.array(totalsLineArb, { minLength: 1, maxLength: 12 }), documentDiscountArb, (lines, d) => {
        const totals = computeTotals(lines, d);
        const shares = computeLineVat(lines, totals);
        for (const v of totals.vat) expect(sum(shares.filter((_, i) => lines[i]!.vatRate === v.rate))).toBe(v.amount);
        expect(shares.every((s) => new Decimal(s).greaterThanOrEqualTo(0))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('computeWithholding', () => {
  it('withholds the code’s tenths of each line’s KDV and leaves the rest payable', () => {
    const lines = [
      { quantity: '1', unitPrice: '1000.00', vatRate: 20, withholdingCode: '603' },
      { quantity: '3', unitPrice: '333.33', vatRate: 20, withholdingCode: '603' },
      { quantity: '1', unitPrice: '500.00', vatRate: 10, withholdingCode: '624' },
      { quantity: '1', unitPrice: '250.00', vatRate: 20, withholdingCode: null },
    ];
    const totals = computeTotals(lines);
    const w = computeWithholding(lines, totals);
    // KDV at 20 %: (1000 + 999,99 + 250) × 0,2 = 449,998 -> 450,00, split 200,00 / 200,00 / 50,00.
    expect(w.lines).toEqual([
      { vat: '200.00', withheld: '140.00' },
      { vat: '200.00', withheld: '140.00' },
      { vat: '50.00', withheld: '10.00' },
      { vat: '50.00', withheld: '0.00' },
    ]);
    expect(w.byCode).toEqual([
      { code: '603', rate: 7, vat: '400.00', amount: '280.00' },
      { code: '624', rate: 2, vat: '50.00', amount: '10.00' },
    ]);
    expect(w.total).toBe('290.00');
    expect(totals.grandTotal).toBe('3249.99');
    expect(w.payable).toBe('2959.99');
  });

  it('keeps the withheld total, its codes and the payable amount consistent', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), documentDiscountArb, (rows, d) => {
        const lines = rows.map((r) => ({ ...r.line, withholdingCode: r.withholdingCode }));
        const totals = computeTotals(lines, d);
        const w = computeWithholding(lines, totals);
        expect(sum(w.byCode.map((c) => c.amount))).toBe(w.total);
        expect(sum(w.lines.map((l) => l.withheld))).toBe(w.total);
        expect(new Decimal(w.payable).plus(w.total).toFixed(2)).toBe(totals.grandTotal);
        w.lines.forEach((l) => expect(new Decimal(l.withheld).lessThanOrEqualTo(l.vat)).toBe(true));
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a code GİB does not list', () => {
    const lines = [{ quantity: '1', unitPrice: '10', vatRate: 20, withholdingCode: '650' }];
    expect(() => computeWithholding(lines, computeTotals(lines))).toThrow(/unknown withholding code: 650/);
  });
});

describe('computeTotals with withholding codes', () => {
  it('stores what computeWithholding withholds, so the payable plus the withheld KDV is the grand total', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), documentDiscountArb, (rows, d) => {
        const lines = rows.map((r) => ({ ...r.line, withholdingCode: r.withholdingCode }));
        const totals = computeTotals(lines, d);
        const w = computeWithholding(lines, totals);
        expect(totals.withholdingTotal).toBe(w.total);
        expect(totals.payableTotal).toBe(w.payable);
        expect(new Decimal(totals.payableTotal).plus(totals.withholdingTotal).toFixed(2)).toBe(totals.grandTotal);
      }),
      { numRuns: 300 },
    );
  });

  it('withholds 2/10 of a freight line’s KDV (624) and nothing without a code', () => {
    const lines = [
      { quantity: '1', unitPrice: '1000.00', vatRate: 20, withholdingCode: '624' },
      { quantity: '2', unitPrice: '50.00', vatRate: 10, withholdingCode: null },
    ];
    expect(computeTotals(lines)).toMatchObject({
      grandTotal: '1310.00',
      withholdingTotal: '40.00',
      payableTotal: '1270.00',
    });
    expect(computeTotals([lines[1]!])).toMatchObject({ withholdingTotal: '0.00', payableTotal: '110.00' });
  });
});
