import 'server-only';

import { and, arrayContains, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { CustomerPage, listCustomersQuerySchema } from '@/lib/schemas/customers';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/errors';
import { customers } from '../../db/schema';
import { listPage, sortOrder } from '../../kit/list-page';
import type { Viewer } from '../../kit/actor';
import { foldQuery, seesMoney, toCustomerListItem } from './mapping';

type Filters = Omit<z.output<typeof listCustomersQuerySchema>, 'pageIndex' | 'pageSize'>;

export const listColumns = {
  id: customers.id,
  kind: customers.kind,
  name: customers.name,
  taxNumber: customers.taxNumber,
  email: customers.email,
  phone: customers.phone,
  tags: customers.tags,
  createdAt: customers.createdAt,
  version: customers.version,
  balance: customers.balance,
  oldestOpenDueDate: customers.oldestOpenDueDate,
};

/**
 * The WHERE of the list and the export: tenant, not deleted, folded search (a phone-like term as
 * digits; 3+ letters use the pg_trgm index on search_text), kind and tag.
 */
export function customerWhere(tenantId: string, f: Partial<Filters>): SQL {
  const conditions: (SQL | undefined)[] = [eq(customers.tenantId, tenantId), isNull(customers.deletedAt)];
  const folded = f.searchText ? foldQuery(f.searchText) : '';
  if (folded) conditions.push(like(customers.searchText, likePattern(folded)));
  if (f.kind) conditions.push(eq(customers.kind, f.kind));
  if (f.tag) conditions.push(arrayContains(customers.tags, [f.tag]));
  return and(...conditions)!;
}

/**
 * Name (Turkish order), creation date or balance (the maintained column, customers_tenant_balance_idx);
 * the id breaks ties so pages never overlap. Without `money` (payments.view) the balance order is by name.
 */
export const customerOrder = (f: Pick<Filters, 'sortField' | 'sortOrder'>, money = false) =>
  sortOrder(
    f.sortField === 'balance' && !money ? { ...f, sortField: 'name' } : f,
    { name: customers.sortName, createdAt: customers.createdAt, balance: customers.balance },
    customers.id,
  );

const listRows = (db: DbOrTx) => db.select(listColumns).from(customers).$dynamic();

/** One page of the tenant's customers with a total exact up to 10 000 ("10.000+" beyond). */
export async function listCustomers(
  db: DbOrTx,
  opts: { tenantId: string; query: z.output<typeof listCustomersQuerySchema>; viewer?: Viewer },
): Promise<CustomerPage> {
  const money = seesMoney(opts.viewer);
  return listPage({
    db,
    tenantId: opts.tenantId,
    table: customers,
    rows: listRows,
    where: customerWhere(opts.tenantId, opts.query),
    orderBy: customerOrder(opts.query, money),
    query: opts.query,
    map: (row) => toCustomerListItem(row, opts.viewer),
  });
}
