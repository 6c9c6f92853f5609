/**
 * Exact decimals as strings ("1234.56"): money and quantities travel from the database to the
 * screen without ever becoming a float. Formatting is string manipulation only.
 */

/** Any number of integer digits: a sum of many amounts may pass 16 (the schemas bound what is typed). */
export const DECIMAL_PATTERN = /^-?\d+(\.\d{1,4})?$/;

const CURRENCY_SYMBOLS: Record<string, string> = { TRY: '₺', USD: '$', EUR: '€', GBP: '£' };

/**
 * Formats a decimal string the Turkish way: '1234.5' -> '1.234,50'. Rounds half away from zero
 * to `fractionDigits` on the digits themselves. Returns the input unchanged when it is not a decimal.
 */
export function formatDecimalTr(value: string, fractionDigits = 2): string {
  const text = value.trim();
  if (!DECIMAL_PATTERN.test(text)) return value;
  const negative = text.startsWith('-');
  const [intRaw, fracRaw = ''] = text.replace('-', '').split('.');
  // Scale to an integer of cents (or the requested digits) with BigInt, rounding half up.
  const padded = (fracRaw + '0'.repeat(fractionDigits + 1)).slice(0, fractionDigits + 1);
  let scaled = BigInt(intRaw! + padded.slice(0, fractionDigits));
  if (Number(padded[fractionDigits]) >= 5) scaled += 1n;
  const digits = scaled.toString().padStart(fractionDigits + 1, '0');
  const intPart = digits.slice(0, digits.length - fractionDigits);
  const fracPart = digits.slice(digits.length - fractionDigits);
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const isZero = /^0*$/.test(intPart + fracPart);
  return `${negative && !isZero ? '-' : ''}${grouped}${fractionDigits > 0 ? `,${fracPart}` : ''}`;
}

/** '1234.56', 'TRY' -> '1.234,56 ₺' (the symbol after the amount, as Turkish invoices write it). */
export function formatMoneyTr(value: string, currency = 'TRY'): string {
  return `${formatDecimalTr(value)} ${CURRENCY_SYMBOLS[currency] ?? currency}`;
}

/**
 * Accepts what people type and answers a decimal string or null. A comma is the decimal mark and
 * dots group thousands ('1.234,56'); without a comma, dots in groups of three are thousands too
 * ('1.500' is 1500, as a Turkish user means it), and a single dot with other digits is a decimal
 * point ('1500.5').
 */
export function parseDecimalInput(input: string): string | null {
  let text = input.trim().replace(/\s|₺/g, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  return DECIMAL_PATTERN.test(text) ? text : null;
}

/** A quantity or percentage with only the decimals it has (up to 3): '1.000' -> '1', '2.500' -> '2,5', '1500' -> '1.500'. */
export function formatQuantityTr(value: string): string {
  if (!DECIMAL_PATTERN.test(value.trim())) return value;
  return formatDecimalTr(value, 3).replace(/,?0+$/, '');
}

/** A percentage the Turkish way: '10.00' -> '%10', '2.5' -> '%2,5'. */
export const formatPercentTr = (value: string | number): string => `%${formatQuantityTr(String(value))}`;
