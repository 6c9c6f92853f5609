import { DECIMAL_PATTERN, formatDecimalTr, formatPercentTr, formatQuantityTr } from '@/lib/utils/decimal';

/**
 * The document parts of an update's audit entry (lib/server/kit/line-changes): `lines.<index>.<field>`
 * for a changed line field, `lines.<index>` for a whole line added or removed, `discount` for the
 * document discount. Amounts and quantities read the Turkish way (1.234,50; 1,5).
 */
const lineKeyPattern = /^lines\.(\d+)(?:\.(\w+))?$/;

/** `lines.1.unitPrice` -> { n: 2, field: 'unitPrice' }; `lines.1` -> { n: 2, field: null }; other keys -> null. */
export function lineKey(key: string): { n: number; field: string | null } | null {
  const match = lineKeyPattern.exec(key);
  return match ? { n: Number(match[1]) + 1, field: match[2] ?? null } : null;
}

const decimal = (v: unknown): string | null => {
  const text = typeof v === 'number' ? String(v) : v;
  return typeof text === 'string' && DECIMAL_PATTERN.test(text.trim()) ? text.trim() : null;
};

const quantityTr = (v: unknown): string => formatQuantityTr(decimal(v) ?? String(v));
const amountTr = (v: unknown): string => formatDecimalTr(decimal(v) ?? String(v));
const percentTr = (v: unknown): string => formatPercentTr(decimal(v) ?? String(v));

/** The readable value of a line field or the document discount; null when the field is none of them. */
export function documentValue(field: string, v: unknown): string | null {
  switch (field) {
    case 'quantity':
      return quantityTr(v);
    case 'unitPrice':
    case 'salePrice':
    case 'rate':
    case 'openingBalance':
      return amountTr(v);
    case 'discountRate':
    case 'vatRate':
      return percentTr(v);
    case 'discount': {
      if (typeof v !== 'object' || v === null || !('value' in v)) return null;
      return 'kind' in v && v.kind === 'percent' ? percentTr(v.value) : amountTr(v.value);
    }
    default:
      return null;
  }
}

/** A whole line in one row: "Pompa · 2 × 2.875,50 · İskonto %10 · KDV %20". */
export function lineSummary(
  line: Record<string, unknown>,
  words: { discount: (rate: string) => string; vat: (rate: string) => string },
): string {
  const parts = [line.name ?? line.description, `${quantityTr(line.quantity)} × ${amountTr(line.unitPrice)}`];
  const discount = decimal(line.discountRate);
  if (discount && Number(discount) !== 0) parts.push(words.discount(percentTr(discount)));
  if (line.vatRate !== undefined) parts.push(words.vat(percentTr(line.vatRate)));
  return parts.filter((p) => typeof p === 'string' && p !== '').join(' · ');
}
