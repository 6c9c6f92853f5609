import 'server-only';

import { eq, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldTurkish } from '@/lib/utils/turkish';
import { likePattern } from '../db/errors';

/**
 * foldTurkish in SQL, for columns without a stored folded copy: the Turkish letters (both cases)
 * are translated first, so lower() needs no locale and PGlite and PostgreSQL agree.
 */
export const foldedSql = (value: SQL | AnyColumn) =>
  sql`lower(translate(${value}, 'İIıĞÜŞÖÇÂÎÛğüşöçâîû', 'iiigusocaiugusocaiu'))`;

/**
 * The one Turkish "contains" search: 'isik' finds 'Işık' and 'IŞIK'; LIKE wildcards are literal.
 * A stored folded column (search_text, trigram-indexed on large tables) is matched as is; other
 * columns are folded in SQL. Undefined for a blank search.
 */
export function textSearch(
  target: { folded: AnyColumn } | { columns: (AnyColumn | SQL)[] },
  text: string | null | undefined,
): SQL | undefined {
  const term = foldTurkish(text ?? '');
  if (!term) return undefined;
  const pattern = likePattern(term);
  if ('folded' in target) return like(target.folded, pattern);
  return or(...target.columns.map((column) => sql`${foldedSql(column)} like ${pattern}`));
}

/** A list's status filter: 'true' only the active records, 'false' only the inactive ones, absent all. */
export const activeFilter = (column: AnyColumn, active: 'true' | 'false' | undefined) =>
  active ? eq(column, active === 'true') : undefined;
