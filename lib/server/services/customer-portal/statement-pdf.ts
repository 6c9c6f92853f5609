import 'server-only';

import type { DateRangeQuery } from '@/lib/schemas/payments';
import type { DbOrTx } from '../../db/client';
import { statementPdf } from '../ledger/statement-export';
import type { PortalScope } from './documents';

/** The customer's statement (cari hesap ekstresi): the very PDF staff download, for the session's own customer. */
export async function renderPortalStatementPdf(db: DbOrTx, scope: PortalScope, range: DateRangeQuery) {
  const { pdf, filename } = await statementPdf(db, { tenantId: scope.tenantId, customerId: scope.customerId, range });
  return { pdf, fileName: filename };
}
