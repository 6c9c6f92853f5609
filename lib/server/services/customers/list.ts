import 'server-only';

import { and, arrayContains, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { CustomerPage, listCustomersQuerySchema } from '@/lib/schemas/customers';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/errors';
import { customers } from '../../db/schema';
import { listPage, sortOrder } from '../../kit/list-page';
import { foldQuery, toCustomerListItem } from './mapping';

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

/** Name (Turkish order) or creation date; the id breaks ties so pages never overlap. */
export const customerOrder = (f: Pick<Filters, 'sortField' | 'sortOrder'>) =>
  sortOrder(f, { name: customers.sortName, createdAt: customers.createdAt }, customers.id);

const listRows = (db: DbOrTx) => db.select(listColumns).from(customers).$dynamic();

/** One page of the tenant's customers with a total exact up to 10 000 ("10.000+" beyond). */
export async function listCustomers(
  db: DbOrTx,
  opts: { tenantId: string; query: z.output<typeof listCustomersQuerySchema> },
): Promise<CustomerPage> {
  return listPage({
    db,
    tenantId: opts.tenantId,
    table: customers,
    rows: listRows,
    where: customerWhere(opts.tenantId, opts.query),
    orderBy: customerOrder(opts.query),
    query: opts.query,
    map: toCustomerListItem,
  });
}
