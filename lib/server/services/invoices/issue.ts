import 'server-only';

import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import { gibNumberPattern } from '@/lib/schemas/finance-definitions';
import type { Invoice, InvoiceStatus } from '@/lib/schemas/invoices';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { foldTurkish } from '@/lib/utils/turkish';
import type { Db, Tx } from '../../db/client';
import { invoiceLines, invoices, invoiceSeries, type InvoiceRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { allocateDocumentNumber } from '../../kit/counters';
import { getOrThrow, tenantWrite } from '../../kit/records';
import type { StatusMachine } from '../../kit/status-history';
import { transition } from '../../kit/transition';
import { postInvoiceLedger } from '../ledger/ledger';
import { notifyCustomer } from '../notifications/notify';
import { seriesCounterKind } from '../finance/invoice-series';
import { prepareEDocument } from './e-document';
import { assertReturnFits, customerSnapshot } from './prepare';
import { getInvoice } from './read';

/** The audit and status history entity of invoices. */
export const INVOICE_ENTITY = 'invoice';

/** draft -> issued -> cancelled; a draft is deleted rather than cancelled. */
export const invoiceMachine: StatusMachine<InvoiceStatus> = {
  draft: ['issued'],
  issued: ['cancelled'],
  cancelled: [],
};

/** Test seam: runs inside the issuing transaction right after the number is allocated. */
export interface IssueHooks {
  afterAllocate?: (tx: Tx) => Promise<void> | void;
}

async function seriesToIssue(tx: Tx, tenantId: string, row: InvoiceRow, chosen?: string | null) {
  const [series] = await tx
    .select()
    .from(invoiceSeries)
    .where(
      and(
        eq(invoiceSeries.tenantId, tenantId),
        chosen || row.seriesId ? eq(invoiceSeries.id, (chosen ?? row.seriesId)!) : eq(invoiceSeries.isDefault, true),
      ),
    )
    .limit(1);
  if (!series) throw new AppError(422, 'series_required');
  if (!series.active) throw new AppError(422, 'series_inactive');
  if (Number(row.invoiceDate.slice(0, 4)) !== series.year) {
    throw new AppError(422, 'series_year_mismatch', { params: { year: series.year } });
  }
  return series;
}

/** Locks the original of a return and moves its returned amount by `delta`. */
async function moveReturned(tx: Tx, tenantId: string, row: InvoiceRow, delta: 'add' | 'remove') {
  const original = await getOrThrow(tx, invoices, { tenantId, id: row.originalInvoiceId! }, { forUpdate: true });
  if (delta === 'add') {
    if (original.status !== 'issued')
      throw new AppError(422, 'invalid_transition', { params: { from: original.status, to: 'return' } });
    assertReturnFits(row.payableTotal, original);
  }
  const returned = new Decimal(original.returnedAmount)[delta === 'add' ? 'plus' : 'minus'](row.payableTotal);
  await tx
    .update(invoices)
    .set({ returnedAmount: returned.toFixed(2) })
    .where(eq(invoices.id, original.id));
}

/**
 * Issues a draft: takes the next number of its series (the counter row stays locked until the
 * transaction ends, so numbers are gapless and unique, and a failure gives the number back),
 * copies the customer's current tax data, makes its e-document (ETTN, UBL-TR XML) and freezes it.
 */
export async function issueInvoice(
  db: Db,
  actor: Actor,
  id: string,
  input: { seriesId?: string | null } = {},
  hooks: IssueHooks = {},
): Promise<Invoice> {
  return tenantWrite(db, actor.tenantId, invoices, async (tx) => {
    const { before: row, after } = await transition(tx, actor, {
      table: invoices,
      entity: INVOICE_ENTITY,
      id,
      machine: invoiceMachine,
      to: 'issued',
      values: async (draft) => {
        const series = await seriesToIssue(tx, actor.tenantId, draft, input.seriesId);
        const [exemptless] = await tx
          .select({ id: invoiceLines.id })
          .from(invoiceLines)
          .where(
            and(eq(invoiceLines.invoiceId, id), eq(invoiceLines.vatRate, 0), isNull(invoiceLines.vatExemptionCode)),
          )
          .limit(1);
        if (exemptless) throw new AppError(422, 'vat_exemption_missing');
        if (draft.kind === 'return') await moveReturned(tx, actor.tenantId, draft, 'add');
        const snapshot = await customerSnapshot(tx, actor.tenantId, draft.customerId);
        const number = await allocateDocumentNumber(tx, {
          tenantId: actor.tenantId,
          kind: seriesCounterKind(series.id),
          pattern: gibNumberPattern(series.code),
          date: new Date(`${draft.invoiceDate}T12:00:00Z`),
        });
        await hooks.afterAllocate?.(tx);
        const issued = { ...snapshot, seriesId: series.id, number, issuedAt: new Date() };
        return {
          ...issued,
          // The UBL-TR document, made and stored with the number: a failure gives the number back.
          ...(await prepareEDocument(tx, { ...draft, ...issued })),
          searchText: foldTurkish(`${number} ${snapshot.customerName}`),
        };
      },
      audit: { action: 'issue', data: ({ after: issued }) => ({ number: issued.number }) },
    });
    await postInvoiceLedger(tx, actor, row, 'issue');
    await notifyCustomer(tx, {
      tenantId: actor.tenantId,
      customerId: row.customerId,
      kind: 'invoice_issued',
      params: { number: after.number ?? '', amount: formatMoneyTr(row.grandTotal, row.currency) },
      link: `/documents/invoices/${id}`,
      entityId: id,
    });
    return getInvoice(tx, { tenantId: actor.tenantId, id });
  });
}

/**
 * Cancels an issued invoice with a reason. Not once a payment is allocated to it or a return
 * answers it (then a return invoice is the way); cancelling a return gives its amount back to
 * its original.
 */
export async function cancelInvoice(db: Db, actor: Actor, id: string, input: { reason: string }): Promise<Invoice> {
  return tenantWrite(db, actor.tenantId, invoices, async (tx) => {
    const { before: row } = await transition(tx, actor, {
      table: invoices,
      entity: INVOICE_ENTITY,
      id,
      machine: invoiceMachine,
      to: 'cancelled',
      values: async (issued) => {
        if (new Decimal(issued.allocatedAmount).greaterThan(0)) throw new AppError(422, 'invoice_has_payments');
        if (new Decimal(issued.returnedAmount).greaterThan(0)) throw new AppError(422, 'invoice_has_returns');
        if (issued.kind === 'return') await moveReturned(tx, actor.tenantId, issued, 'remove');
        return { cancelledAt: new Date(), cancelReason: input.reason };
      },
      comment: input.reason,
      audit: { action: 'cancel', data: () => ({ reason: input.reason }) },
    });
    await postInvoiceLedger(tx, actor, row, 'cancel');
    return getInvoice(tx, { tenantId: actor.tenantId, id });
  });
}
