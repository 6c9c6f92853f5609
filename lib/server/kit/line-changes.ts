import 'server-only';

import Decimal from 'decimal.js';

/** How a line field compares: decimals by value ('10' equals '10.00', 20 equals '20'), texts as they are. */
export type LineFieldKind = 'decimal' | 'text';
export type LineFields = Record<string, LineFieldKind>;
/** One change as the audit stores it (the shape of `changedFields`). */
export type Change = { from: unknown; to: unknown };
type Line = Record<string, unknown>;
type Discount = { kind: string; value: string } | null;

/** The priced part every document line has (offers, work orders, invoices). */
export const pricedLineFields = {
  quantity: 'decimal',
  unitPrice: 'decimal',
  discountRate: 'decimal',
  vatRate: 'decimal',
  vatExemptionCode: 'text',
  withholdingCode: 'text',
} as const satisfies LineFields;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Whether two values of a field are the same; a blank value (null, '', missing) equals only another blank. */
export function sameValue(kind: LineFieldKind, a: unknown, b: unknown): boolean {
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (kind === 'decimal') {
    try {
      return new Decimal(String(a)).equals(String(b));
    } catch {
      return String(a) === String(b);
    }
  }
  return a === b;
}

/** The fields of a line that have a value: what an added or removed line shows. */
const summary = (line: Line, fields: LineFields) =>
  Object.fromEntries(Object.keys(fields).flatMap((f) => (blank(line[f]) ? [] : [[f, line[f]]])));

/**
 * What changed between a document's stored lines and its new ones, compared by position, as the
 * audit's { key: { from, to } }: `lines.<index>.<field>` for a changed field of a line on both
 * sides, `lines.<index>` with the line's fields for an added (from null) or removed (to null) line.
 * The index is the line's 0-based position, as in the API's field errors (`lines.0.unitPrice`).
 */
export function lineChanges(before: Line[], after: Line[], fields: LineFields): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const [b, a] = [before[i], after[i]];
    if (!a) changes[`lines.${i}`] = { from: summary(b!, fields), to: null };
    else if (!b) changes[`lines.${i}`] = { from: null, to: summary(a, fields) };
    else {
      for (const [field, kind] of Object.entries(fields)) {
        if (!sameValue(kind, b[field], a[field]))
          changes[`lines.${i}.${field}`] = { from: b[field] ?? null, to: a[field] ?? null };
      }
    }
  }
  return changes;
}

/** Whether two document discounts are the same (kind, and value as a decimal); null is none. */
export const sameDiscount = (a: Discount | undefined, b: Discount | undefined) =>
  (a?.kind ?? null) === (b?.kind ?? null) && sameValue('decimal', a?.value, b?.value);

/**
 * A document update's changes beyond its header: the lines' (lineChanges) and the document
 * discount's as `discount: { from, to }`. An input without a `discount` leaves it out.
 */
export function documentChanges(
  stored: { lines: Line[]; discount: Discount },
  input: { lines: Line[]; discount?: Discount },
  fields: LineFields,
): Record<string, Change> {
  const changes = lineChanges(stored.lines, input.lines, fields);
  if (input.discount !== undefined && !sameDiscount(stored.discount, input.discount)) {
    changes.discount = { from: stored.discount, to: input.discount };
  }
  return changes;
}
