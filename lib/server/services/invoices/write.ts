import 'server-only';

import { asc, eq } from 'drizzle-orm';
import type { Invoice, InvoiceListItem, ListInvoicesQuery } from '@/lib/schemas/invoices';
import { storedDiscount } from '@/lib/utils/document-totals';
import type { Db, Tx } from '../../db/client';
import { invoiceLines, invoices, type InvoiceRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import type { CrudService } from '../../kit/crud-service';
import { documentChanges, pricedLineFields } from '../../kit/line-changes';
import { getOrThrow, inTenant, tenantWrite, updateVersioned } from '../../kit/records';
import { recordStatusChange } from '../../kit/status-history';
import { auditRecord, changedFields } from '../audit';
import { prepareInvoice, type InvoiceInput } from './prepare';
import { getInvoice, listInvoices } from './read';

/** Only a draft changes; an issued or cancelled invoice answers 422. */
export async function lockDraft(tx: Tx, tenantId: string, id: string) {
  const row = await getOrThrow(tx, invoices, { tenantId, id }, { forUpdate: true });
  if (row.status !== 'draft') throw new AppError(422, 'not_editable');
  return row;
}

async function writeLines(
  tx: Tx,
  tenantId: string,
  invoiceId: string,
  lines: Awaited<ReturnType<typeof prepareInvoice>>['lines'],
) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((l) => ({ ...l, tenantId, invoiceId })));
}

/** What a draft's update changed, as the audit shows it: the edited header fields, the lines and the discount. */
async function invoiceChanges(tx: Tx, before: InvoiceRow, header: Record<string, unknown>, input: InvoiceInput) {
  const stored = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, before.id))
    .orderBy(asc(invoiceLines.position));
  const edited = Object.fromEntries(Object.entries(header).filter(([field]) => field in input));
  return {
    ...changedFields(before, edited),
    ...documentChanges({ lines: stored, discount: storedDiscount(before) }, input, {
      description: 'text',
      ...pricedLineFields,
    }),
  };
}

/** Inserts a draft in the caller's transaction; the number comes only when it is issued. */
export async function insertDraft(
  tx: Tx,
  actor: Actor,
  input: InvoiceInput,
  source: { workOrderId?: string | null; offerId?: string | null } = {},
): Promise<string> {
  const { header, lines } = await prepareInvoice(tx, actor.tenantId, input);
  const [row] = await tx
    .insert(invoices)
    .values({ ...header, ...source, tenantId: actor.tenantId, status: 'draft', createdBy: actor.userId })
    .returning({ id: invoices.id });
  await writeLines(tx, actor.tenantId, row!.id, lines);
  await recordStatusChange(tx, actor, { entity: 'invoice', id: row!.id, from: null, to: 'draft' });
  await auditRecord(tx, actor, { entity: 'invoice', action: 'create', id: row!.id, data: { ...input, ...source } });
  return row!.id;
}

/** A draft invoice (no number yet) from the form. */
export async function createInvoice(db: Db, actor: Actor, input: InvoiceInput): Promise<Invoice> {
  return tenantWrite(db, actor.tenantId, invoices, async (tx) => {
    const id = await insertDraft(tx, actor, input);
    return getInvoice(tx, { tenantId: actor.tenantId, id });
  });
}

/** Saves a draft (version-checked); an issued invoice is never edited. */
export async function updateInvoice(
  db: Db,
  actor: Actor,
  id: string,
  { version, ...input }: InvoiceInput & { version: number },
): Promise<Invoice> {
  return tenantWrite(db, actor.tenantId, invoices, async (tx) => {
    const before = await lockDraft(tx, actor.tenantId, id);
    const { header, lines } = await prepareInvoice(tx, actor.tenantId, input);
    await updateVersioned(tx, invoices, { tenantId: actor.tenantId, id, version }, header);
    const changes = await invoiceChanges(tx, before, header, input);
    await writeLines(tx, actor.tenantId, id, lines);
    await auditRecord(tx, actor, { entity: 'invoice', action: 'update', id, data: changes });
    return getInvoice(tx, { tenantId: actor.tenantId, id });
  });
}

/** Deletes a draft; an issued invoice is cancelled or answered with a return instead. */
export async function deleteInvoice(db: Db, actor: Actor, id: string): Promise<void> {
  await tenantWrite(db, actor.tenantId, invoices, async (tx) => {
    const row = await lockDraft(tx, actor.tenantId, id);
    await tx.delete(invoices).where(inTenant(invoices, actor.tenantId, id));
    await auditRecord(tx, actor, { entity: 'invoice', action: 'delete', id, data: { name: row.customerName } });
  });
}

/** The kit's five operations of the invoice resource (crudRoutes). */
export const invoiceService: CrudService<Invoice | InvoiceListItem, InvoiceInput, ListInvoicesQuery> = {
  list: listInvoices,
  get: getInvoice,
  create: createInvoice,
  update: updateInvoice,
  remove: deleteInvoice,
};
