import 'server-only';

import type { z } from 'zod';
import {
  bankAccountSchema,
  type BankAccount,
  type createBankAccountInputSchema,
  type ListDefinitionsQuery,
} from '@/lib/schemas/finance-definitions';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, paymentMethods, payments } from '../../db/schema';
import { crudService } from '../../kit/crud-service';
import { byNameListing, nameColumns } from '../../kit/named-records';
import { pickShape } from '../../kit/records';
import { activeFilter } from '../../kit/search';
import { bankAccountBalanceSql } from '../ledger/ledger';

type Input = z.output<typeof createBankAccountInputSchema>;

/** Bank accounts: the IBAN is unique per tenant; one a payment method settles into is not deleted. */
export const bankAccountService = crudService({
  entity: 'bank_account',
  table: bankAccounts,
  select: (db: DbOrTx) =>
    db.select({ row: bankAccounts, balance: bankAccountBalanceSql }).from(bankAccounts).$dynamic(),
  toDto: ({ row, balance }) => ({ ...pickShape(bankAccountSchema, row), balance }) as BankAccount,
  columns: (input: Input) => ({
    ...input,
    ...nameColumns(
      `${input.bankName} ${input.branch ?? ''} ${input.accountName} ${input.iban}`,
      `${input.bankName} ${input.accountName}`,
    ),
  }),
  ...byNameListing(bankAccounts),
  filters: (q: ListDefinitionsQuery) => [activeFilter(bankAccounts.active, q.active)],
  referencedBy: [paymentMethods.bankAccountId, payments.bankAccountId],
  unique: { bank_accounts_tenant_iban_key: { field: 'iban', key: 'ibanTaken' } },
  label: (row) => `${row.bankName} ${row.iban}`,
});
