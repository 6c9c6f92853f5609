import fc from 'fast-check';
import {
  documentDiscountArb as discount,
  referenceTotals as reference,
  totalsLineArb as line,
} from '@/lib/testing/totals-reference';
import { computeTotals } from './document-totals';

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

  it('rounds an exact half-kuruş share of a large document discount up, as the reference does', () => {
    // Found by the property test: 1.718.522.612,07 × 920.873.183,06 / 2.291.363.482,76 is exactly
    // 690.654.887,295, which 20 significant digits had rounded to ,29.
    const lines = [
      { quantity: '9910.112', unitPrice: '140028.00', discountRate: '33.64', vatRate: 0 },
      { quantity: '6006.000', unitPrice: '849277.42', discountRate: '75.00', vatRate: 0 },
      { quantity: '4875.053', unitPrice: '288937.46', discountRate: '93.26', vatRate: 0 },
      { quantity: '0.225', unitPrice: '570063.45', discountRate: '0.42', vatRate: 0 },
      { quantity: '0.495', unitPrice: '473506.23', discountRate: '0.22', vatRate: 0 },
    ];
    const d = { kind: 'percent' as const, value: '75.00' };
    const totals = computeTotals(lines, d);
    expect(totals.lines[0]!.documentDiscount).toBe('690654887.30');
    expect(totals).toEqual(reference(lines, d));
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
