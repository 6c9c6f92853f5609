import 'server-only';

import { eq } from 'drizzle-orm';
import type { Invoice, InvoiceListItem, ListInvoicesQuery } from '@/lib/schemas/invoices';
import type { Db, Tx } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import type { CrudService } from '../../kit/crud-service';
import { getOrThrow, inTenant, tenantWrite, updateVersioned } from '../../kit/records';
import { recordStatusChange } from '../../kit/status-history';
import { auditRecord } from '../audit';
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
    await lockDraft(tx, actor.tenantId, id);
    const { header, lines } = await prepareInvoice(tx, actor.tenantId, input);
    await updateVersioned(tx, invoices, { tenantId: actor.tenantId, id, version }, header);
    await writeLines(tx, actor.tenantId, id, lines);
    await auditRecord(tx, actor, { entity: 'invoice', action: 'update', id, data: input });
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
