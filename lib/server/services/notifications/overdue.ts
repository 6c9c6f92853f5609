import 'server-only';

import { and, eq, isNull, sql } from 'drizzle-orm';
import { detailPath } from '@/lib/modules/module-links';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { paymentStatusSql } from '../invoices/read';
import { notify } from './notify';
import { activeTenantUsers, tenantUsersWith } from './recipients';

/**
 * Tells each tenant once that an invoice became overdue: to its creator and the users holding
 * invoices.update. The invoice is stamped in the same transaction, so a deleted notification is
 * not sent again and two instances sweeping at once skip each other's rows. Answers the count.
 */
export async function notifyOverdueInvoices(db: Db, opts: { tenantId?: string } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: invoices.id,
        tenantId: invoices.tenantId,
        number: invoices.number,
        customerName: invoices.customerName,
        createdBy: invoices.createdBy,
      })
      .from(invoices)
      .where(
        and(
          isNull(invoices.overdueNotifiedAt),
          sql`${paymentStatusSql} = 'overdue'`,
          opts.tenantId ? eq(invoices.tenantId, opts.tenantId) : undefined,
        ),
      )
      .limit(500)
      .for('update', { skipLocked: true });
    const holders = new Map<string, string[]>();
    for (const invoice of due) {
      if (!holders.has(invoice.tenantId))
        holders.set(
          invoice.tenantId,
          await tenantUsersWith(tx, { tenantId: invoice.tenantId, code: 'invoices.update' }),
        );
      const creator = await activeTenantUsers(tx, { tenantId: invoice.tenantId, ids: [invoice.createdBy] });
      await notify(
        tx,
        {
          tenantId: invoice.tenantId,
          kind: 'invoice_overdue',
          params: { number: invoice.number ?? '', customer: invoice.customerName },
          link: detailPath('invoices', invoice.id),
          entityId: invoice.id,
        },
        [...creator, ...holders.get(invoice.tenantId)!],
      );
      await tx.update(invoices).set({ overdueNotifiedAt: new Date() }).where(eq(invoices.id, invoice.id));
    }
    return due.length;
  });
}
