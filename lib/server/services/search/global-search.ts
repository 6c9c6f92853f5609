import 'server-only';

import { and, asc, desc, eq, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { detailPath, modulePath } from '@/lib/modules/module-links';
import { permissionOf, type PermissionCode } from '@/lib/modules/tenant-modules';
import { SEARCH_LIMIT_PER_KIND, type GlobalSearchResult, type SearchHit, type SearchKind } from '@/lib/schemas/search';
import { foldTurkish } from '@/lib/utils/turkish';
import type { DbOrTx } from '../../db/client';
import { customers, invoices, offers, products, workOrders } from '../../db/schema';
import type { Viewer } from '../../kit/actor';
import { textSearch } from '../../kit/search';
import { workOrderScope } from '../work-orders/work-orders';

/** Shorter terms match too much to be useful and cannot use the trigram indexes. */
export const SEARCH_MIN_LENGTH = 2;

type Row = { id: string; title: string; subtitle: string | null };
interface Source {
  kind: SearchKind;
  permission: PermissionCode;
  href: (row: Row) => string;
  /** The tenant's matches of `match` (a LIKE on the kind's trigram-indexed search_text), best first. */
  rows: (db: DbOrTx, viewer: Viewer, match: (column: AnyColumn) => SQL | undefined) => Promise<Row[]>;
}

const limit = SEARCH_LIMIT_PER_KIND;

/** Each kind searched, with the permission that lets a user see it. */
export const searchSources: Source[] = [
  {
    kind: 'customers',
    permission: permissionOf('CustomerManagement', 'view'),
    href: (r) => detailPath('CustomerManagement', r.id),
    rows: (db, v, match) =>
      db
        .select({
          id: customers.id,
          title: customers.name,
          subtitle: sql<string | null>`coalesce(${customers.taxNumber}, ${customers.email})`,
        })
        .from(customers)
        .where(and(eq(customers.tenantId, v.tenantId), isNull(customers.deletedAt), match(customers.searchText)))
        .orderBy(asc(customers.sortName), asc(customers.id))
        .limit(limit),
  },
  {
    kind: 'offers',
    permission: permissionOf('offers', 'view'),
    href: (r) => detailPath('offers', r.id),
    rows: (db, v, match) =>
      db
        .select({
          id: offers.id,
          title: sql<string>`${offers.number} || ' · ' || ${offers.subject}`,
          subtitle: customers.name,
        })
        .from(offers)
        .innerJoin(customers, eq(customers.id, offers.customerId))
        // A revised offer lives on in its next revision, which the search shows instead.
        .where(and(eq(offers.tenantId, v.tenantId), ne(offers.status, 'revised'), match(offers.searchText)))
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(limit),
  },
  {
    kind: 'invoices',
    permission: permissionOf('invoices', 'view'),
    href: (r) => detailPath('invoices', r.id),
    rows: (db, v, match) =>
      db
        .select({
          id: invoices.id,
          title: sql<string>`coalesce(${invoices.number}, '—')`,
          subtitle: invoices.customerName,
        })
        .from(invoices)
        .where(and(eq(invoices.tenantId, v.tenantId), match(invoices.searchText)))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(limit),
  },
  {
    kind: 'workOrders',
    permission: permissionOf('work-orders', 'view'),
    href: (r) => detailPath('work-orders', r.id),
    rows: (db, v, match) =>
      db
        .select({
          id: workOrders.id,
          title: sql<string>`${workOrders.number} || ' · ' || ${workOrders.title}`,
          subtitle: customers.name,
        })
        .from(workOrders)
        .innerJoin(customers, eq(customers.id, workOrders.customerId))
        .where(and(eq(workOrders.tenantId, v.tenantId), workOrderScope(v), match(workOrders.searchText)))
        .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
        .limit(limit),
  },
  {
    kind: 'products',
    permission: permissionOf('product', 'view'),
    // Products have no page of their own: their list opens searched for the code.
    href: (r) => modulePath('product', { q: r.subtitle ?? r.title }),
    rows: (db, v, match) =>
      db
        .select({ id: products.id, title: products.name, subtitle: products.code })
        .from(products)
        .where(and(eq(products.tenantId, v.tenantId), match(products.searchText)))
        .orderBy(asc(products.sortName), asc(products.id))
        .limit(limit),
  },
];

/** The permissions of which a user needs one to use the search at all. */
export const searchPermissions = searchSources.map((s) => s.permission);

/**
 * The header search: the first hits of each kind the viewer may see, Turkish-folded ('isik' finds
 * 'Işık'); kinds without hits are left out.
 */
export async function globalSearch(db: DbOrTx, viewer: Viewer, text: string): Promise<GlobalSearchResult> {
  if (foldTurkish(text).length < SEARCH_MIN_LENGTH) return { groups: [] };
  const match = (column: AnyColumn) => textSearch({ folded: column }, text);
  const visible = searchSources.filter((s) => viewer.can?.(s.permission));
  const found = await Promise.all(visible.map((s) => s.rows(db, viewer, match)));
  return {
    groups: visible
      .map((s, i) => ({
        kind: s.kind,
        items: found[i]!.map((row): SearchHit => ({ ...row, href: s.href(row) })),
      }))
      .filter((g) => g.items.length > 0),
  };
}
