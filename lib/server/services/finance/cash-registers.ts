import 'server-only';

import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  cashRegisterSchema,
  type CashRegister,
  type createCashRegisterInputSchema,
  type ListDefinitionsQuery,
} from '@/lib/schemas/finance-definitions';
import type { DbOrTx } from '../../db/client';
import { cashRegisters, paymentMethods, payments, users } from '../../db/schema';
import { crudService } from '../../kit/crud-service';
import { byNameListing, nameColumns } from '../../kit/named-records';
import { pickShape } from '../../kit/records';
import { assertTenantReferences } from '../../kit/references';
import { activeFilter } from '../../kit/search';
import { cashRegisterBalanceSql } from '../ledger/ledger';

type Input = z.output<typeof createCashRegisterInputSchema>;

/** Cash registers (kasa): the name is unique per tenant, the responsible user one of the tenant's. */
export const cashRegisterService = crudService({
  entity: 'cash_register',
  table: cashRegisters,
  select: (db: DbOrTx) =>
    db
      .select({
        row: cashRegisters,
        responsibleUserName: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`,
        balance: cashRegisterBalanceSql,
      })
      .from(cashRegisters)
      .leftJoin(users, eq(users.id, cashRegisters.responsibleUserId))
      .$dynamic(),
  toDto: ({ row, responsibleUserName, balance }) =>
    ({ ...pickShape(cashRegisterSchema, row), responsibleUserName, balance }) as CashRegister,
  columns: (input: Input) => ({
    ...input,
    ...nameColumns(input.name),
  }),
  ...byNameListing(cashRegisters),
  filters: (q: ListDefinitionsQuery) => [activeFilter(cashRegisters.active, q.active)],
  validate: (tx, actor, input) =>
    assertTenantReferences(
      tx,
      users,
      actor.tenantId,
      { field: 'responsibleUserId', id: input.responsibleUserId },
      { key: 'invalidUser' },
    ),
  referencedBy: [paymentMethods.cashRegisterId, payments.cashRegisterId],
  unique: { cash_registers_tenant_name_key: { field: 'name', key: 'nameTaken' } },
  label: (row) => row.name,
});
