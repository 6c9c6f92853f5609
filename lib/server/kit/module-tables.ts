import 'server-only';

import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { effectsOf, type EffectModule } from '@/lib/modules/write-effects';
import {
  bankAccounts,
  cashRegisters,
  categories,
  customers,
  invoiceSeries,
  invoices,
  labors,
  offers,
  payments,
  products,
  roles,
  users,
  workOrders,
} from '../db/schema';

/**
 * The table whose lists show each module the write effects name (lib/modules/write-effects.ts);
 * null for a module without a list window (its figures are computed on every read). A module
 * added to the declaration fails the type check until it is named here.
 */
const moduleTables: Record<EffectModule, PgTable | null> = {
  payments,
  invoices,
  CustomerManagement: customers,
  'invoice-serial-numbers': invoiceSeries,
  'cash-registers': cashRegisters,
  'bank-accounts': bankAccounts,
  'work-orders': workOrders,
  offers,
  category: categories,
  product: products,
  labor: labors,
  'tenant-role-management': roles,
  UserManagement: users,
  finance: null,
  reports: null,
};

const tableNameOf = (key: EffectModule) => {
  const table = moduleTables[key];
  return table ? [getTableName(table)] : [];
};
const moduleOfTable = new Map(
  (Object.keys(moduleTables) as EffectModule[]).flatMap((key) => tableNameOf(key).map((t) => [t, key])),
);

/** The tables a write to `table` changes the lists of: itself and the tables of the modules its module affects. */
export function tablesAffectedBy(table: string): string[] {
  const writer = moduleOfTable.get(table);
  return [table, ...(writer ? effectsOf(writer).flatMap(tableNameOf) : [])];
}
