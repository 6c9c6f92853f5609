import 'server-only';

import { getTableName } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { listPage } from './list-page';
import { invalidateLists } from './list-window';

/**
 * The Backoffice's records (tenants, modules, their categories and permissions) belong to no
 * tenant: their list windows are kept under this scope, which no tenant id (a UUID) can equal.
 */
const PLATFORM = 'platform';

/** listPage for a Backoffice list of platform records. */
export const platformListPage = <Q extends PgSelect, Item>(
  opts: Omit<Parameters<typeof listPage<Q, Item>>[0], 'tenantId'>,
) => listPage<Q, Item>({ ...opts, tenantId: PLATFORM });

/** A Backoffice write transaction: once it is over, the lists of the platform tables it changed are read again. */
export async function platformWrite<R>(db: Db, tables: PgTable[], work: (tx: Tx) => Promise<R>): Promise<R> {
  try {
    return await db.transaction(work);
  } finally {
    for (const table of tables) invalidateLists(PLATFORM, getTableName(table));
  }
}
