import 'server-only';

/** True for PostgreSQL's unique_violation (23505), whether raw (pg, PGlite) or wrapped by drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505')
      return !constraint || e.constraint === constraint || String((e as Error).message ?? '').includes(constraint);
  }
  return false;
}

/** Escapes LIKE wildcards so a search text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * PostgreSQL's data exceptions for a value the schemas let through but the column or function
 * cannot hold: numeric_value_out_of_range (22003), invalid_datetime_format (22007) and
 * datetime_field_overflow (22008). The request's input caused them, so they answer 400, not 500.
 */
const OUT_OF_RANGE_CODES = new Set(['22003', '22007', '22008']);

export function isValueOutOfRange(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && OUT_OF_RANGE_CODES.has(e.code)) return true;
  }
  return false;
}
