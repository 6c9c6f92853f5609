import 'server-only';

import { asc, eq } from 'drizzle-orm';
import { storedDiscount } from '@/lib/utils/document-totals';
import type { DbOrTx } from '../../db/client';
import { workOrderLines, type WorkOrderRow } from '../../db/schema';
import { documentChanges, pricedLineFields, type Change } from '../../kit/line-changes';

/** A work order's stored lines in order (what an update compares its input with). */
export const storedWorkOrderLines = (db: DbOrTx, workOrderId: string) =>
  db
    .select()
    .from(workOrderLines)
    .where(eq(workOrderLines.workOrderId, workOrderId))
    .orderBy(asc(workOrderLines.position));

/** The line-level and discount changes of a work-order update, for its audit entry. */
export async function workOrderAuditChanges(
  db: DbOrTx,
  before: WorkOrderRow,
  input: { lines: Record<string, unknown>[]; discount?: { kind: string; value: string } | null },
): Promise<Record<string, Change>> {
  const lines = await storedWorkOrderLines(db, before.id);
  return documentChanges({ lines, discount: storedDiscount(before) }, input, {
    description: 'text',
    ...pricedLineFields,
  });
}
