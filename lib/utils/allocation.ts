import Decimal from 'decimal.js';

/**
 * The order a collection settles a customer's open invoices in: the oldest due date first, then
 * the older invoice date, then the number. The server's SQL order (services/invoices/receivables.ts),
 * its allocation and the payment form's preview all read it from here.
 */
export const OLDEST_DUE_FIRST = ['dueDate', 'invoiceDate', 'number'] as const;

export type DueOrdered = { dueDate: string; invoiceDate: string; number: string | null };

/** Compares two invoices in the OLDEST_DUE_FIRST order (for Array.sort). */
export const compareOldestDueFirst = (a: DueOrdered, b: DueOrdered): number =>
  OLDEST_DUE_FIRST.reduce((order, key) => order || (a[key] ?? '').localeCompare(b[key] ?? ''), 0);

/**
 * What is still open on an invoice: its payable total (after tevkifat) less the payments allocated
 * to it and its issued returns. A return may take back no more than this, and a payment may settle no more.
 */
export function remainingOf(invoice: {
  payableTotal: string;
  returnedAmount: string;
  allocatedAmount: string;
}): Decimal {
  return new Decimal(invoice.payableTotal).minus(invoice.returnedAmount).minus(invoice.allocatedAmount);
}

/**
 * Splits `amount` over open invoices oldest due first: each takes what is left of the amount, up
 * to its own remaining; what no invoice takes stays on the customer's account as an advance.
 * Answers the invoices that take something, in order, with their share.
 */
export function allocateOldestDueFirst<T extends DueOrdered>(
  amount: Decimal.Value,
  invoices: readonly T[],
  remaining: (invoice: T) => Decimal.Value,
): { invoice: T; amount: Decimal }[] {
  const plan: { invoice: T; amount: Decimal }[] = [];
  let left = new Decimal(amount);
  for (const invoice of [...invoices].sort(compareOldestDueFirst)) {
    if (left.lessThanOrEqualTo(0)) break;
    const share = Decimal.min(left, remaining(invoice));
    if (share.lessThanOrEqualTo(0)) continue;
    plan.push({ invoice, amount: share });
    left = left.minus(share);
  }
  return plan;
}
