import 'server-only';

import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, listedColumns, openingBalanceColumns } from './columns';
import { tenantIsolation, tenantKey, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/** A cash register (kasa) with its opening balance and the user responsible for it. */
export const cashRegisters = pgTable(
  'cash_registers',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    ...openingBalanceColumns(),
    responsibleUserId: uuid('responsible_user_id'),
    active: boolean('active').notNull().default(true),
    ...listedColumns(),
  },
  (t) => [
    uniqueIndex('cash_registers_tenant_name_key').on(t.tenantId, t.sortName),
    index('cash_registers_tenant_sort_idx').on(t.tenantId, t.sortName, t.id),
    tenantKey(t),
    tenantReference(t, t.responsibleUserId, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

export type CashRegisterRow = typeof cashRegisters.$inferSelect;
