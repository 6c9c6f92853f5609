import Decimal from 'decimal.js';
import { ExactDecimal, sumDecimals } from './exact-decimal';

describe('exact decimal sums', () => {
  it('keeps every kuruş of a sum beyond 20 significant digits', () => {
    const amounts = Array.from({ length: 3 }, () => '999999999999999999.99');
    expect(sumDecimals(amounts)).toBe('2999999999999999999.97');
    // The default constructor rounds the same sum.
    expect(amounts.reduce((a, v) => a.plus(v), new Decimal(0)).toFixed(2)).not.toBe('2999999999999999999.97');
  });

  it('answers 0.00 for nothing and takes decimals too', () => {
    expect(sumDecimals([])).toBe('0.00');
    expect(sumDecimals([new ExactDecimal('1.005'), '-0.5'])).toBe('0.51');
  });
});
