import 'server-only';

import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AllocationInput } from '@/lib/schemas/payments';
import { allocateOldestDueFirst, remainingOf } from '@/lib/utils/allocation';
import { formatMoneyTr } from '@/lib/utils/decimal';
import type { Tx } from '../../db/client';
import { invoices, paymentAllocations, type InvoiceRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { openInvoicesOf } from '../invoices/receivables';

const lockOrder = asc(invoices.id);

/**
 * Locks invoices FOR UPDATE, always in id order, so two payments touching the same invoices wait
 * for each other instead of deadlocking; each row read is the latest committed one.
 */
function lockInvoices(tx: Tx, where: ReturnType<typeof and>): Promise<InvoiceRow[]> {
  return tx.select().from(invoices).where(where).orderBy(lockOrder).for('update');
}

const invalidInvoice = (i: number) =>
  new AppError(400, 'validation_failed', { fields: { [`allocations.${i}.invoiceId`]: { key: 'invalidInvoice' } } });

/**
 * Settles up to `available` of a payment against the customer's invoices, inside the payment's
 * transaction with the invoice rows locked: 'auto' takes the open invoices oldest due first,
 * 'manual' exactly the listed amounts, and an amount over an invoice's remaining answers 409, so
 * no invoice is ever overpaid. Whatever is left stays on the customer's account as an advance.
 * Answers the amount allocated.
 */
export async function allocatePayment(
  tx: Tx,
  actor: Pick<Actor, 'tenantId' | 'userId'>,
  payment: { id: string; customerId: string; available: Decimal },
  mode: 'auto' | 'manual',
  requested: AllocationInput[],
): Promise<Decimal> {
  let plan: { invoice: InvoiceRow; amount: Decimal }[] = [];
  if (mode === 'manual') {
    if (requested.length === 0) return new Decimal(0);
    const total = requested.reduce((s, a) => s.plus(a.amount), new Decimal(0));
    if (total.greaterThan(payment.available)) {
      throw new AppError(422, 'allocation_exceeds_payment', {
        params: { available: formatMoneyTr(payment.available.toFixed(2)) },
      });
    }
    const rows = await lockInvoices(
      tx,
      and(
        eq(invoices.tenantId, actor.tenantId),
        inArray(
          invoices.id,
          requested.map((a) => a.invoiceId),
        ),
      ),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    requested.forEach((a, i) => {
      const invoice = byId.get(a.invoiceId);
      if (!invoice || invoice.customerId !== payment.customerId || invoice.kind !== 'sales') throw invalidInvoice(i);
      if (invoice.status !== 'issued') throw new AppError(422, 'invoice_not_open');
      const remaining = remainingOf(invoice);
      if (new Decimal(a.amount).greaterThan(remaining)) {
        throw new AppError(409, 'allocation_exceeds_remaining', {
          params: { number: invoice.number ?? '', remaining: formatMoneyTr(remaining.toFixed(2)) },
        });
      }
      plan.push({ invoice, amount: new Decimal(a.amount) });
    });
  } else {
    const open = await lockInvoices(tx, openInvoicesOf(actor.tenantId, payment.customerId));
    plan = allocateOldestDueFirst(payment.available, open, remainingOf);
  }
  if (plan.length === 0) return new Decimal(0);
  await tx.insert(paymentAllocations).values(
    plan.map(({ invoice, amount }) => ({
      tenantId: actor.tenantId,
      paymentId: payment.id,
      invoiceId: invoice.id,
      amount: amount.toFixed(2),
      createdBy: actor.userId,
    })),
  );
  for (const { invoice, amount } of plan) {
    await tx
      .update(invoices)
      .set({ allocatedAmount: sql`${invoices.allocatedAmount} + ${amount.toFixed(2)}::numeric` })
      .where(eq(invoices.id, invoice.id));
  }
  return plan.reduce((s, p) => s.plus(p.amount), new Decimal(0));
}

/** Frees a payment's live allocations (a reversal): the invoices get their remaining back. */
export async function freeAllocations(tx: Tx, tenantId: string, paymentId: string) {
  const live = await tx
    .select()
    .from(paymentAllocations)
    .where(
      and(
        eq(paymentAllocations.tenantId, tenantId),
        eq(paymentAllocations.paymentId, paymentId),
        isNull(paymentAllocations.freedAt),
      ),
    );
  if (live.length === 0) return;
  await lockInvoices(
    tx,
    and(
      eq(invoices.tenantId, tenantId),
      inArray(
        invoices.id,
        live.map((a) => a.invoiceId),
      ),
    ),
  );
  for (const a of live) {
    await tx
      .update(invoices)
      .set({ allocatedAmount: sql`${invoices.allocatedAmount} - ${a.amount}::numeric` })
      .where(eq(invoices.id, a.invoiceId));
  }
  await tx
    .update(paymentAllocations)
    .set({ freedAt: new Date() })
    .where(
      inArray(
        paymentAllocations.id,
        live.map((a) => a.id),
      ),
    );
}

/** What of a payment is not yet allocated (its live allocations subtracted). */
export async function unallocatedOf(tx: Tx, payment: { id: string; amount: string }): Promise<Decimal> {
  const [row] = await tx
    .select({ allocated: sql<string>`coalesce(sum(${paymentAllocations.amount}), 0)::text` })
    .from(paymentAllocations)
    .where(and(eq(paymentAllocations.paymentId, payment.id), isNull(paymentAllocations.freedAt)));
  return new Decimal(payment.amount).minus(row!.allocated);
}
