import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';
import type { EDocumentState } from '@/lib/schemas/invoices';
import type { DbOrTx } from '../db/client';
import { invoices } from '../db/schema';
import { AppError, notFound } from '../errors';

/**
 * The seam to a GİB-licensed integrator (özel entegratör): what Cari asks of whoever carries its
 * e-documents to GİB. The UBL-TR XML is made and stored at issue; a provider only moves it on and
 * reports back through the invoice's e_state. docs/e-documents.md says what an adapter implements.
 */
export interface EDocumentProvider {
  /** Hands the issued invoices' stored XML over; answers the ids it took (each leaves 'prepared'). */
  submit(db: DbOrTx, opts: { tenantId: string; invoiceIds: string[] }): Promise<string[]>;
  /** Where the invoice's e-document is now (a real integrator asks GİB and stores the answer). */
  status(db: DbOrTx, opts: { tenantId: string; invoiceId: string }): Promise<EDocumentState>;
  /** Cancels the e-document at GİB (e-Arşiv cancellation, e-Fatura rejection flow). */
  cancel(db: DbOrTx, opts: { tenantId: string; invoiceId: string; reason: string }): Promise<void>;
}

/**
 * The embedded default: the company uploads the export's ZIP to its integrator's portal itself.
 * Submitting is the export (prepared -> exported); the state is what Cari stored; cancelling is the
 * integrator portal's business, so it is refused with a reason.
 */
export const exportProvider: EDocumentProvider = {
  async submit(db, { tenantId, invoiceIds }) {
    if (invoiceIds.length === 0) return [];
    const marked = await db
      .update(invoices)
      .set({ eState: 'exported' })
      .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.id, invoiceIds), eq(invoices.eState, 'prepared')))
      .returning({ id: invoices.id });
    return marked.map((m) => m.id);
  },
  async status(db, { tenantId, invoiceId }) {
    const [row] = await db
      .select({ eState: invoices.eState })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
    if (!row?.eState) throw notFound();
    return row.eState as EDocumentState;
  },
  async cancel() {
    throw new AppError(422, 'e_document_cancel_unsupported');
  },
};
