import 'server-only';

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  bankAccounts,
  cashRegisters,
  categories,
  customerAddresses,
  customerContacts,
  customers,
  invoices,
  invoiceSeries,
  offers,
  paymentMethods,
  users,
  workOrders,
} from '../../db/schema';

interface NamedTable {
  table: PgTable & { id: PgColumn; tenantId: PgColumn };
  name: SQL | PgColumn;
}

const userName = sql<string>`trim(${users.name} || ' ' || ${users.surname})`;

/** The id fields an update's audit entry may hold, and the record (and its words) each points to. */
const referenced: Record<string, NamedTable> = {
  customerId: { table: customers, name: customers.name },
  contactId: { table: customerContacts, name: customerContacts.name },
  addressId: { table: customerAddresses, name: customerAddresses.title },
  assigneeId: { table: users, name: userName },
  categoryId: { table: categories, name: categories.name },
  parentId: { table: categories, name: categories.name },
  paymentMethodId: { table: paymentMethods, name: paymentMethods.name },
  cashRegisterId: { table: cashRegisters, name: cashRegisters.name },
  bankAccountId: { table: bankAccounts, name: bankAccounts.accountName },
  seriesId: { table: invoiceSeries, name: invoiceSeries.code },
  offerId: { table: offers, name: offers.number },
  workOrderId: { table: workOrders, name: workOrders.number },
  invoiceId: { table: invoices, name: invoices.number },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids an entry's changes point to, by field: `{ addressId: { from: null, to: '<id>' } }`. */
function referencedIds(data: unknown): [string, string][] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.entries(data).flatMap(([field, change]) => {
    if (!referenced[field] || typeof change !== 'object' || change === null) return [];
    const { from, to } = change as { from?: unknown; to?: unknown };
    return [from, to]
      .filter((v): v is string => typeof v === 'string' && UUID.test(v))
      .map((id): [string, string] => [field, id]);
  });
}

/**
 * The names of the records a page of audit entries points to by id (a work order's new address,
 * a task's assignee), so the list says 'Merkez Ofis', not the id: one query per kind of record,
 * within the tenant. A record since deleted has no name.
 */
export async function auditRecordNames(
  db: DbOrTx,
  opts: { tenantId: string; entries: { data: unknown }[] },
): Promise<Record<string, string>> {
  const wanted = new Map<NamedTable, Set<string>>();
  for (const [field, id] of opts.entries.flatMap((e) => referencedIds(e.data))) {
    const named = referenced[field]!;
    wanted.set(named, (wanted.get(named) ?? new Set()).add(id));
  }
  const found = await Promise.all(
    [...wanted].map(([{ table, name }, ids]) =>
      db
        .select({ id: table.id, name: sql<string | null>`${name}` })
        .from(table)
        .where(and(eq(table.tenantId, opts.tenantId), inArray(table.id, [...ids]))),
    ),
  );
  return Object.fromEntries(
    found.flat().flatMap((r) => (r.name ? [[r.id as string, r.name] as [string, string]] : [])),
  );
}

/** The names one entry needs (its ids' share of the page's names). */
export const namesOf = (data: unknown, names: Record<string, string>) =>
  Object.fromEntries(referencedIds(data).flatMap(([, id]) => (names[id] ? [[id, names[id]]] : [])));
