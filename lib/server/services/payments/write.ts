import 'server-only';

import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import type { AllocatePaymentInput, CreatePaymentValues, Payment, PaymentKind } from '@/lib/schemas/payments';
import { istanbulToday } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { foldTurkish } from '@/lib/utils/turkish';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { bankAccounts, cashRegisters, customers, paymentMethods, payments, type PaymentRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { allocateDocumentNumber } from '../../kit/counters';
import { idempotent, type StoredAnswer } from '../../kit/idempotency';
import { getOrThrow, tenantWrite } from '../../kit/records';
import { assertTenantReferences } from '../../kit/references';
import { auditRecord } from '../audit';
import { postLedger, updateCustomerAccount, type LedgerAccount } from '../ledger/ledger';
import { notifyCustomer } from '../notifications/notify';
import { allocatePayment, freeAllocations, unallocatedOf } from './allocate';
import { getPayment } from './read';

const fieldError = (field: string, key: string) =>
  new AppError(400, 'validation_failed', { fields: { [field]: { key } } });

/** Number patterns: collections THS-2026-000001, payments ODM-…, reversals TRS-…. */
const numbering = {
  collection: { kind: 'payment:collection', pattern: 'THS-{YYYY}-{000000}' },
  payment: { kind: 'payment:payment', pattern: 'ODM-{YYYY}-{000000}' },
  reversal: { kind: 'payment:reversal', pattern: 'TRS-{YYYY}-{000000}' },
} as const;

const chequeKinds = new Set(['cheque', 'promissory_note']);

/** The customer, method and account of a new payment: the tenant's and active; the account defaults to the method's. */
async function resolveParties(tx: Tx, tenantId: string, input: CreatePaymentValues) {
  const [customer] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.id, input.customerId), eq(customers.tenantId, tenantId), isNull(customers.deletedAt)));
  if (!customer) throw fieldError('customerId', 'invalidCustomer');
  const [method] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, input.paymentMethodId), eq(paymentMethods.tenantId, tenantId)));
  if (!method || !method.active) throw fieldError('paymentMethodId', 'invalidPaymentMethod');
  if (chequeKinds.has(method.kind)) {
    if (!input.chequeNumber) throw fieldError('chequeNumber', 'chequeNumberRequired');
    if (!input.chequeDueDate) throw fieldError('chequeDueDate', 'chequeDueDateRequired');
  }
  const chosen = input.cashRegisterId || input.bankAccountId;
  const cashRegisterId = chosen ? input.cashRegisterId : method.cashRegisterId;
  const bankAccountId = chosen ? input.bankAccountId : cashRegisterId ? null : method.bankAccountId;
  let account: LedgerAccount;
  if (cashRegisterId) {
    const active = { key: 'invalidCashRegister', where: eq(cashRegisters.active, true) };
    await assertTenantReferences(tx, cashRegisters, tenantId, { field: 'cashRegisterId', id: cashRegisterId }, active);
    account = { account: 'cash_register', cashRegisterId };
  } else if (bankAccountId) {
    const active = { key: 'invalidBankAccount', where: eq(bankAccounts.active, true) };
    await assertTenantReferences(tx, bankAccounts, tenantId, { field: 'bankAccountId', id: bankAccountId }, active);
    account = { account: 'bank_account', bankAccountId };
  } else {
    throw fieldError('cashRegisterId', 'accountRequired');
  }
  return { customer, account };
}

const accountOf = (row: PaymentRow): LedgerAccount =>
  row.cashRegisterId
    ? { account: 'cash_register', cashRegisterId: row.cashRegisterId }
    : { account: 'bank_account', bankAccountId: row.bankAccountId! };

/**
 * The two ledger rows of a payment: a collection credits the customer and brings money in; a
 * payment to the customer debits it and takes money out. A reversal books the opposite.
 */
function postPaymentLedger(
  tx: Tx,
  actor: Actor,
  row: PaymentRow,
  opts: { reversal?: { id: string; date: string } } = {},
) {
  const kind = row.kind as PaymentKind;
  const inflow = new Decimal(row.amount).times(kind === 'collection' ? 1 : -1).times(opts.reversal ? -1 : 1);
  const movement = opts.reversal ? (`${kind}_reversal` as const) : kind;
  const common = {
    movement,
    entryDate: opts.reversal?.date ?? row.paymentDate,
    paymentId: opts.reversal?.id ?? row.id,
  };
  return postLedger(tx, actor, [
    { ...common, to: { account: 'customer', customerId: row.customerId }, amount: inflow.negated() },
    { ...common, to: accountOf(row), amount: inflow },
  ]);
}

const requestHash = (input: unknown) => createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 32);

/**
 * Inserts a collection or payment in the caller's transaction: its number, the two ledger rows
 * and (for a collection) its allocation to the customer's invoices. Answers its id.
 */
export async function recordPayment(
  tx: Tx,
  actor: Actor,
  input: CreatePaymentValues,
  idempotencyKey: string | null = null,
): Promise<string> {
  const { customer, account } = await resolveParties(tx, actor.tenantId, input);
  const number = await allocateDocumentNumber(tx, {
    tenantId: actor.tenantId,
    ...numbering[input.kind],
    date: new Date(`${input.paymentDate}T12:00:00Z`),
  });
  const [row] = await tx
    .insert(payments)
    .values({
      tenantId: actor.tenantId,
      number,
      kind: input.kind,
      customerId: customer.id,
      paymentDate: input.paymentDate,
      amount: new Decimal(input.amount).toFixed(2),
      paymentMethodId: input.paymentMethodId,
      cashRegisterId: account.account === 'cash_register' ? account.cashRegisterId : null,
      bankAccountId: account.account === 'bank_account' ? account.bankAccountId : null,
      reference: input.reference,
      chequeNumber: input.chequeNumber,
      chequeDueDate: input.chequeDueDate,
      note: input.note,
      idempotencyKey,
      searchText: foldTurkish(`${number} ${customer.name} ${input.reference ?? ''} ${input.chequeNumber ?? ''}`),
      createdBy: actor.userId,
    })
    .returning();
  if (input.kind === 'collection') {
    await allocatePayment(
      tx,
      actor,
      { id: row!.id, customerId: customer.id, available: new Decimal(row!.amount) },
      input.allocation,
      input.allocations,
    );
  }
  // After the allocation: the customer's figures are read again with its invoices settled, and the
  // customer row is locked after the invoices, as everywhere (updateCustomerAccount).
  await postPaymentLedger(tx, actor, row!);
  if (input.kind === 'collection')
    await notifyCustomer(tx, {
      tenantId: actor.tenantId,
      customerId: customer.id,
      kind: 'payment_received',
      params: { number, amount: formatMoneyTr(row!.amount) },
      link: '/customer',
      entityId: row!.id,
    });
  await auditRecord(tx, actor, { entity: 'payment', action: 'create', id: row!.id, data: { ...input, number } });
  return row!.id;
}

/**
 * Records a collection or a payment in one transaction (recordPayment). Under an Idempotency-Key
 * a retry of the same request answers the first result; the same key with another body is a 422.
 */
export async function createPayment(
  db: Db,
  actor: Actor,
  input: CreatePaymentValues,
  idempotencyKey: string | null,
): Promise<StoredAnswer<{ data: Payment }>> {
  try {
    return await idempotent(
      db,
      {
        tenantId: actor.tenantId,
        scope: `payments.create:${requestHash(input)}`,
        key: idempotencyKey,
        table: payments,
      },
      async (tx) => {
        const id = await recordPayment(tx, actor, input, idempotencyKey);
        return { status: 201, body: { data: await getPayment(tx, { tenantId: actor.tenantId, id }) } };
      },
    );
  } catch (error) {
    if (isUniqueViolation(error, 'payments_tenant_idempotency_key')) throw new AppError(422, 'idempotency_key_reused');
    throw error;
  }
}

/**
 * Reverses a payment in the caller's transaction (ters kayıt): a reversal row with the reason,
 * the opposite ledger rows on `date` (today by default), and its allocations freed so the
 * invoices are open again. A payment is reversed once (a unique index backs this under races);
 * a reversal is not reversed.
 */
export async function recordReversal(
  tx: Tx,
  actor: Actor,
  id: string,
  reason: string,
  date = istanbulToday(),
): Promise<string> {
  const row = await getOrThrow(tx, payments, { tenantId: actor.tenantId, id }, { forUpdate: true });
  if (row.reversalOfId) throw new AppError(422, 'reversal_not_reversible');
  const [done] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.reversalOfId, id));
  if (done) throw new AppError(422, 'already_reversed');
  const number = await allocateDocumentNumber(tx, {
    tenantId: actor.tenantId,
    ...numbering.reversal,
    date: new Date(`${date}T12:00:00Z`),
  });
  const [reversal] = await tx
    .insert(payments)
    .values({
      ...row,
      id: undefined,
      number,
      paymentDate: date,
      reference: row.number,
      chequeNumber: null,
      chequeDueDate: null,
      note: null,
      reversalOfId: row.id,
      reversalReason: reason,
      idempotencyKey: null,
      searchText: foldTurkish(`${number} ${row.searchText}`),
      createdBy: actor.userId,
      createdAt: undefined,
      updatedAt: undefined,
    })
    .returning({ id: payments.id });
  await freeAllocations(tx, actor.tenantId, id);
  await postPaymentLedger(tx, actor, row, { reversal: { id: reversal!.id, date } });
  await auditRecord(tx, actor, { entity: 'payment', action: 'reverse', id, data: { reason, number } });
  return reversal!.id;
}

/** Reverses a payment (recordReversal); under an Idempotency-Key a retry answers the first result. */
export async function reversePayment(
  db: Db,
  actor: Actor,
  id: string,
  input: { reason: string },
  idempotencyKey: string | null,
): Promise<StoredAnswer<{ data: Payment }>> {
  try {
    return await idempotent(
      db,
      { tenantId: actor.tenantId, scope: `payments.reverse:${id}`, key: idempotencyKey, table: payments },
      async (tx) => {
        await recordReversal(tx, actor, id, input.reason);
        return { status: 200, body: { data: await getPayment(tx, { tenantId: actor.tenantId, id }) } };
      },
    );
  } catch (error) {
    if (isUniqueViolation(error, 'payments_reversal_of_key')) throw new AppError(422, 'already_reversed');
    throw error;
  }
}

/** Allocates what is left of a collection (an advance) to the customer's open invoices. */
export async function allocateAdvance(
  db: Db,
  actor: Actor,
  id: string,
  input: Required<Pick<AllocatePaymentInput, 'allocation' | 'allocations'>>,
): Promise<Payment> {
  return tenantWrite(db, actor.tenantId, payments, async (tx) => {
    const row = await getOrThrow(tx, payments, { tenantId: actor.tenantId, id }, { forUpdate: true });
    const [reversed] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.reversalOfId, id));
    if (row.kind !== 'collection' || row.reversalOfId || reversed) throw new AppError(422, 'payment_not_allocatable');
    const available = await unallocatedOf(tx, row);
    if (available.lessThanOrEqualTo(0)) throw new AppError(422, 'nothing_to_allocate');
    const allocated = await allocatePayment(
      tx,
      actor,
      { id, customerId: row.customerId, available },
      input.allocation,
      input.allocations,
    );
    if (allocated.isZero()) throw new AppError(422, 'nothing_to_allocate');
    await updateCustomerAccount(tx, { tenantId: actor.tenantId, customerId: row.customerId });
    await auditRecord(tx, actor, { entity: 'payment', action: 'allocate', id, data: input });
    return getPayment(tx, { tenantId: actor.tenantId, id });
  });
}
