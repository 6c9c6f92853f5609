import 'server-only';

import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { countEvent, uncountEvent } from '../auth/rate-counter';

/**
 * What one customer import may cost. Every row of a file counts, empty or not, and so does every
 * cell of a row: a small file can describe millions of either, and reading them is the cost.
 */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Data rows after the header. */
export const IMPORT_MAX_ROWS = 5000;
/** Cells in one row: the import knows eight columns, a wider file carries others' columns along. */
export const IMPORT_MAX_COLUMNS = 64;
/** A full file reads in about a second (five when 64 columns wide); the backstop for what the caps miss. */
export const IMPORT_PARSE_BUDGET_MS = 10_000;
/** How long a parse runs before it lets other requests in. */
const SLICE_MS = 5;

/** An upload over IMPORT_MAX_BYTES: the body cap answers it before reading (body-limit.ts), the reader after. */
export const importFileTooLarge = () =>
  new AppError(413, 'import_file_invalid', {
    fields: { file: { key: 'importFileTooLarge', params: { max: IMPORT_MAX_BYTES / 1024 / 1024 } } },
  });

export class ImportLimitError extends Error {
  constructor(readonly limit: 'rows' | 'columns' | 'time') {
    super(`import over its ${limit} limit`);
  }
}

/** The answer to a file over one of the caps above, in the user's words. */
export function importLimitError(error: ImportLimitError): AppError {
  if (error.limit === 'time')
    return new AppError(422, 'import_file_invalid', { fields: { file: { key: 'importTooSlow' } } });
  const [key, max] =
    error.limit === 'rows' ? ['importTooManyRows', IMPORT_MAX_ROWS] : ['importTooManyColumns', IMPORT_MAX_COLUMNS];
  return new AppError(400, 'import_file_invalid', { fields: { file: { key, params: { max } } } });
}

/**
 * The time a parse may take. `pause()` is called often (every row); it gives the event loop a turn
 * once the parse has run SLICE_MS since the last one, so other requests keep answering, and throws
 * ImportLimitError('time') past the budget (never with an infinite one).
 */
export class ParseBudget {
  private readonly deadline: number;
  private resumed = performance.now();

  constructor(ms = IMPORT_PARSE_BUDGET_MS) {
    this.deadline = this.resumed + ms;
  }

  async pause(): Promise<void> {
    const now = performance.now();
    if (now > this.deadline) throw new ImportLimitError('time');
    if (now - this.resumed < SLICE_MS) return;
    await new Promise(setImmediate);
    this.resumed = performance.now();
  }
}

/**
 * How long an import's slot is held at most: past the parse budget and the commit's writes, so a slot
 * whose instance died frees itself.
 */
const IMPORT_SLOT_MS = 2 * 60_000;

/**
 * Runs one import of `userId`, or answers 429 while another of theirs is under way, on this or any
 * other instance: reading a file is the costliest thing a user can ask for, and a second one at once
 * only doubles it. The slot is a counter in the database (rate_counters), counted on `db` outside the
 * request's transaction so that other instances see it at once.
 */
export async function withImportSlot<T>(db: Db, userId: string, work: () => Promise<T>): Promise<T> {
  const key = `import-slot:${userId}`;
  if ((await countEvent(db, key, IMPORT_SLOT_MS)).count > 1) {
    await uncountEvent(db, key);
    throw new AppError(429, 'import_file_invalid', {
      fields: { file: { key: 'importBusy' } },
      headers: { 'Retry-After': '5' },
    });
  }
  try {
    return await work();
  } finally {
    await uncountEvent(db, key).catch((error: unknown) => console.error('import slot release failed', error));
  }
}
