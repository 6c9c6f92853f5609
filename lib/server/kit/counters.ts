import 'server-only';

import { and, eq, sql } from 'drizzle-orm';
import { istanbulYear } from '@/lib/utils/dates';
import { formatDocumentNumber, patternHasYear } from '@/lib/utils/document-number';
import type { DbOrTx } from '../db/client';
import { documentCounters } from '../db/schema';

/**
 * The next number of a document kind, from the tenant's pattern (TKL-{YYYY}-{00000}). Call it in
 * the transaction that creates the document: the counter row stays locked until that commits, so
 * numbers are unique and gapless under any concurrency, and a rolled-back create gives its number
 * back. A pattern with the year restarts at 1 each year.
 */
export async function allocateDocumentNumber(
  tx: DbOrTx,
  opts: { tenantId: string; kind: string; pattern: string; date?: Date },
): Promise<string> {
  const year = istanbulYear(opts.date ?? new Date());
  const period = patternHasYear(opts.pattern) ? String(year) : '';
  const key = { tenantId: opts.tenantId, kind: opts.kind, period };
  await tx.insert(documentCounters).values(key).onConflictDoNothing();
  const [row] = await tx
    .update(documentCounters)
    .set({ next: sql`${documentCounters.next} + 1` })
    .where(
      and(
        eq(documentCounters.tenantId, key.tenantId),
        eq(documentCounters.kind, key.kind),
        eq(documentCounters.period, key.period),
      ),
    )
    .returning({ next: documentCounters.next });
  return formatDocumentNumber(opts.pattern, year, row!.next - 1);
}
