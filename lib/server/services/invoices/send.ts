import 'server-only';

import { eq } from 'drizzle-orm';
import type { Invoice } from '@/lib/schemas/invoices';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { idempotent, type StoredAnswer } from '../../kit/idempotency';
import { enqueueTenantMail, pdfAttachment } from '../../mail/tenant-brand';
import { auditRecord } from '../audit';
import { getGeneralSettings } from '../tenant/general-settings';
import { INVOICE_ENTITY } from './issue';
import { renderInvoicePdf } from './pdf';

/**
 * Mails an issued invoice's PDF to the customer (or the address given) at most once per
 * Idempotency-Key: a retried request answers the first result and sends nothing more. The mail is
 * queued in the same transaction as sentAt and the stored answer; the outbox worker sends it.
 */
export async function sendInvoice(
  db: Db,
  actor: Actor,
  id: string,
  input: { to: string | null; message: string | null },
  idempotencyKey: string | null,
): Promise<StoredAnswer<{ data: Invoice }>> {
  return idempotent(
    db,
    { tenantId: actor.tenantId, scope: `invoices.send:${id}`, key: idempotencyKey, table: invoices },
    async (tx) => {
      const { invoice, pdf, filename } = await renderInvoicePdf(tx, { tenantId: actor.tenantId, id });
      if (invoice.status !== 'issued') throw new AppError(422, 'invoice_not_issued');
      const to = input.to ?? invoice.customerEmail;
      if (!to) throw new AppError(400, 'validation_failed', { fields: { to: { key: 'required' } } });
      const company = await getGeneralSettings(tx, { tenantId: actor.tenantId });
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
      await enqueueTenantMail(tx, actor.tenantId, {
        to,
        subject: `Fatura ${invoice.number} - ${company.companyName}`,
        text,
        attachments: [pdfAttachment(filename, pdf)],
      });
      await tx.update(invoices).set({ sentAt: new Date() }).where(eq(invoices.id, id));
      await auditRecord(tx, actor, { entity: INVOICE_ENTITY, action: 'send', id, data: { to } });
      return { status: 200, body: { data: { ...invoice, sentAt: new Date().toISOString() } } };
    },
  );
}
