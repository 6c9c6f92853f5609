import 'server-only';

import type { DateRangeQuery } from '@/lib/schemas/payments';
import type { DbOrTx } from '../../db/client';
import { loadStatementPdf, statementPdf } from '../ledger/statement-export';
import type { PortalScope } from './documents';

/** What the customer's statement (cari hesap ekstresi) is made from: the session's own customer's. */
export const loadPortalStatementPdf = (db: DbOrTx, scope: PortalScope, range: DateRangeQuery) =>
  loadStatementPdf(db, { tenantId: scope.tenantId, customerId: scope.customerId, range });

/** The very PDF staff download, from loaded data only. */
export async function portalStatementPdf(loaded: Awaited<ReturnType<typeof loadPortalStatementPdf>>) {
  const { pdf, filename } = await statementPdf(loaded);
  return { pdf, fileName: filename };
}
