import 'server-only';

import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likePattern } from '../db/errors';

/** Folds the Turkish I variants (I, İ, ı) to 'i' before lower-casing, on both sides of a match. */
const folded = (value: SQL | AnyColumn) => sql`lower(translate(${value}, 'İIı', 'iii'))`;

/**
 * A case-insensitive "contains" over several columns, or undefined for a blank search. Turkish
 * dotted and dotless i are matched alike ('YAPI' finds 'Yapı'); LIKE wildcards in the text are literal.
 */
export function containsText(columns: AnyColumn[], text: string | null | undefined): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(...columns.map((column) => sql`${folded(column)} like ${folded(sql`${pattern}`)}`));
}
