import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { Invoice } from '@/lib/schemas/invoices';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { stageIdempotent, type StagedWrite } from '../../kit/idempotency';
import { enqueueTenantMail, pdfAttachment, renderForMail } from '../../mail/tenant-brand';
import { auditRecord } from '../audit';
import { getGeneralSettings } from '../tenant/general-settings';
import { INVOICE_ENTITY } from './issue';
import { invoicePdf, loadInvoicePdf } from './pdf';

const notIssued = () => new AppError(422, 'invoice_not_issued');

/**
 * Mails an issued invoice's PDF to the customer (or the address given) at most once per
 * Idempotency-Key: a retried request answers the first result and sends nothing more. Staged: the
 * invoice is read (and refused) in the caller's transaction, its PDF rendered with none open, and the
 * mail queued in a short transaction with sentAt and the stored answer; the outbox worker sends it.
 */
export function sendInvoice(
  db: Db,
  actor: Actor,
  id: string,
  input: { to: string | null; message: string | null },
  idempotencyKey: string | null,
): Promise<StagedWrite<{ data: Invoice }>> {
  const { tenantId } = actor;
  return stageIdempotent(
    db,
    { tenantId, scope: `invoices.send:${id}`, key: idempotencyKey, table: invoices },
    {
      read: async (db) => {
        const loaded = await loadInvoicePdf(db, { tenantId, id });
        const { invoice } = loaded;
        if (invoice.status !== 'issued') throw notIssued();
        const to = input.to ?? invoice.customerEmail;
        if (!to) throw new AppError(400, 'validation_failed', { fields: { to: { key: 'required' } } });
        const company = await getGeneralSettings(db, { tenantId });
        const text = [
          `Sayın ${invoice.customerName},`,
          '',
          input.message ?? `${invoice.number} numaralı faturanız ekte yer almaktadır.`,
          '',
          `Fatura tarihi: ${formatDate(invoice.invoiceDate)}`,
          `Vade tarihi: ${formatDate(invoice.dueDate)}`,
          `Tutar: ${formatMoneyTr(invoice.grandTotal, invoice.currency)}`,
          '',
          company.companyName,
        ].join('\n');
        return { loaded, mail: { to, subject: `Fatura ${invoice.number} - ${company.companyName}`, text } };
      },
      work: async ({ loaded, mail }) => {
        const { pdf, filename } = await renderForMail(invoicePdf(loaded));
        return { invoice: loaded.invoice, mail: { ...mail, attachments: [pdfAttachment(filename, pdf)] } };
      },
      write: async (tx, { invoice, mail }) => {
        const sentAt = new Date();
        // Still issued (a cancel may have come in meanwhile).
        const sent = await tx
          .update(invoices)
          .set({ sentAt })
          .where(and(eq(invoices.id, id), eq(invoices.tenantId, tenantId), eq(invoices.status, 'issued')))
          .returning({ id: invoices.id });
        if (sent.length === 0) throw notIssued();
        await enqueueTenantMail(tx, tenantId, mail);
        await auditRecord(tx, actor, { entity: INVOICE_ENTITY, action: 'send', id, data: { to: mail.to } });
        return { status: 200, body: { data: { ...invoice, sentAt: sentAt.toISOString() } } };
      },
    },
  );
}
