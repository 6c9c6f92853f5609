import 'server-only';

import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  gibInvoiceNumber,
  type createInvoiceSeriesInputSchema,
  type InvoiceSeries,
  type invoiceSeriesSchemas,
} from '@/lib/schemas/finance-definitions';
import type { DbOrTx } from '../../db/client';
import { documentCounters, invoices, invoiceSeries } from '../../db/schema';
import { AppError } from '../../errors';
import { crudService } from '../../kit/crud-service';
import { getOrThrow } from '../../kit/records';
import { activeFilter } from '../../kit/search';

type Input = z.output<typeof createInvoiceSeriesInputSchema>;
type InvoiceSeriesQuery = z.output<typeof invoiceSeriesSchemas.listQuery>;

/** The document counter kind of a series; its period is the series' year. */
export const seriesCounterKind = (seriesId: string) => `invoice-series:${seriesId}`;

const counterOf = (tenantId: string, seriesId: string, year: number) =>
  and(
    eq(documentCounters.tenantId, tenantId),
    eq(documentCounters.kind, seriesCounterKind(seriesId)),
    eq(documentCounters.period, String(year)),
  );

const nextSequence = sql<number>`coalesce(${documentCounters.next}, 1)`;
const used = sql<boolean>`exists (select 1 from ${invoices} where ${invoices.seriesId} = ${invoiceSeries.id} and ${invoices.number} is not null)`;

const fieldError = (field: string, key: string) =>
  new AppError(400, 'validation_failed', { fields: { [field]: { key } } });

/** The rules a series that has issued an invoice keeps: its code and year, and a sequence that only moves on. */
async function assertSeriesRules(tx: DbOrTx, tenantId: string, input: Input, id?: string) {
  if (input.isDefault) {
    await tx
      .update(invoiceSeries)
      .set({ isDefault: false })
      .where(
        and(
          eq(invoiceSeries.tenantId, tenantId),
          eq(invoiceSeries.isDefault, true),
          id ? ne(invoiceSeries.id, id) : undefined,
        ),
      );
  }
  if (!id) return;
  const before = await getOrThrow(tx, invoiceSeries, { tenantId, id });
  const [counter] = await tx
    .select({ next: documentCounters.next })
    .from(documentCounters)
    .where(counterOf(tenantId, id, before.year))
    .for('update');
  const [issued] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.seriesId, id), isNotNull(invoices.number)))
    .limit(1);
  if (!issued) return;
  if (input.code !== before.code) throw fieldError('code', 'seriesCodeLocked');
  if (input.year !== before.year) throw fieldError('year', 'seriesYearLocked');
  if (input.nextSequence < (counter?.next ?? 1)) throw fieldError('nextSequence', 'seriesSequenceBack');
}

/**
 * Invoice serial numbers in the GİB layout. The next sequence is the series' document counter,
 * written beside the series and locked by every issue (invoices/issue.ts).
 */
export const invoiceSeriesService = crudService({
  entity: 'invoice_series',
  table: invoiceSeries,
  select: (db: DbOrTx) =>
    db
      .select({ row: invoiceSeries, nextSequence, used })
      .from(invoiceSeries)
      .leftJoin(
        documentCounters,
        and(
          eq(documentCounters.tenantId, invoiceSeries.tenantId),
          eq(documentCounters.kind, sql`'invoice-series:' || ${invoiceSeries.id}::text`),
          eq(documentCounters.period, sql`${invoiceSeries.year}::text`),
        ),
      )
      .$dynamic(),
  toDto: ({ row, nextSequence: next, used: isUsed }): InvoiceSeries => ({
    id: row.id,
    code: row.code,
    description: row.description,
    year: row.year,
    nextSequence: Number(next),
    nextNumber: gibInvoiceNumber(row.code, row.year, Number(next)),
    used: Boolean(isUsed),
    isDefault: row.isDefault,
    active: row.active,
    version: row.version,
  }),
  columns: ({ nextSequence: _next, ...input }: Input) => input,
  search: { columns: [invoiceSeries.code, invoiceSeries.description] },
  sort: { code: invoiceSeries.code, year: invoiceSeries.year, createdAt: invoiceSeries.createdAt },
  filters: (q: InvoiceSeriesQuery) => [activeFilter(invoiceSeries.active, q.active)],
  validate: (tx, actor, input, id) => assertSeriesRules(tx, actor.tenantId, input, id),
  afterWrite: async (tx, actor, id, input) => {
    await tx
      .insert(documentCounters)
      .values({
        tenantId: actor.tenantId,
        kind: seriesCounterKind(id),
        period: String(input.year),
        next: input.nextSequence,
      })
      .onConflictDoUpdate({
        target: [documentCounters.tenantId, documentCounters.kind, documentCounters.period],
        set: { next: input.nextSequence },
      });
  },
  referencedBy: [invoices.seriesId],
  beforeDelete: async (tx, actor, row) => {
    await tx
      .delete(documentCounters)
      .where(and(eq(documentCounters.tenantId, actor.tenantId), eq(documentCounters.kind, seriesCounterKind(row.id))));
  },
  unique: {
    invoice_series_tenant_code_year_key: { field: 'code', key: 'seriesTaken' },
  },
  label: (row) => `${row.code} ${row.year}`,
});
