import Decimal from 'decimal.js';

/**
 * decimal.js rounds every result to 20 significant digits by default: a sum of money passes that at
 * 10^18 (about a million amounts of MONEY_MAX), then its last kuruş would be rounded away. Sums and
 * running balances of amounts use this constructor, exact to 60 digits.
 */
export const ExactDecimal = Decimal.clone({ precision: 60 });

/** Σ of decimal strings (or decimals), exact, as a string with two fraction digits. */
export const sumDecimals = (values: Iterable<Decimal.Value>): string => {
  let total = new ExactDecimal(0);
  for (const v of values) total = total.plus(v);
  return total.toFixed(2);
};
