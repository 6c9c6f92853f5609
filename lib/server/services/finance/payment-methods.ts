import 'server-only';

import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  paymentMethodSchema,
  type createPaymentMethodInputSchema,
  type ListDefinitionsQuery,
  type PaymentMethod,
} from '@/lib/schemas/finance-definitions';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, cashRegisters, paymentMethods, payments } from '../../db/schema';
import { AppError } from '../../errors';
import { crudService } from '../../kit/crud-service';
import { byNameListing, nameColumns } from '../../kit/named-records';
import { pickShape } from '../../kit/records';
import { assertTenantReferences } from '../../kit/references';
import { activeFilter } from '../../kit/search';

type Input = z.output<typeof createPaymentMethodInputSchema>;
const bank = alias(bankAccounts, 'settles_bank');

/**
 * Payment methods: where a payment of this kind settles by default, a cash register or a bank
 * account of the tenant (cash settles into a register). A method a payment used is not deleted.
 */
export const paymentMethodService = crudService({
  entity: 'payment_method',
  table: paymentMethods,
  select: (db: DbOrTx) =>
    db
      .select({
        row: paymentMethods,
        cashRegisterName: cashRegisters.name,
        bankAccountName: sql<
          string | null
        >`case when ${bank.id} is null then null else ${bank.bankName} || ' - ' || ${bank.accountName} end`,
      })
      .from(paymentMethods)
      .leftJoin(cashRegisters, eq(cashRegisters.id, paymentMethods.cashRegisterId))
      .leftJoin(bank, eq(bank.id, paymentMethods.bankAccountId))
      .$dynamic(),
  toDto: ({ row, cashRegisterName, bankAccountName }) =>
    ({ ...pickShape(paymentMethodSchema, row), cashRegisterName, bankAccountName }) as PaymentMethod,
  columns: (input: Input) => ({
    ...input,
    ...nameColumns(input.name),
  }),
  ...byNameListing(paymentMethods),
  filters: (q: ListDefinitionsQuery) => [activeFilter(paymentMethods.active, q.active)],
  validate: async (tx, actor, input) => {
    if (input.cashRegisterId && input.bankAccountId) {
      throw new AppError(400, 'validation_failed', { fields: { bankAccountId: { key: 'oneSettlement' } } });
    }
    const { tenantId } = actor;
    const cashRegister = { field: 'cashRegisterId', id: input.cashRegisterId };
    await assertTenantReferences(tx, cashRegisters, tenantId, cashRegister, { key: 'invalidCashRegister' });
    const bankAccount = { field: 'bankAccountId', id: input.bankAccountId };
    await assertTenantReferences(tx, bankAccounts, tenantId, bankAccount, { key: 'invalidBankAccount' });
  },
  referencedBy: [payments.paymentMethodId],
  unique: { payment_methods_tenant_name_key: { field: 'name', key: 'nameTaken' } },
  label: (row) => row.name,
});
