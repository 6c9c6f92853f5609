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
