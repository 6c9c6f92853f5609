import 'server-only';

import { Hono } from 'hono';
import { pageOf } from '@/lib/schemas/common';
import {
  customerBalanceSchema,
  accountBalanceSchema,
  accountMovementSchema,
  dateRangeQuerySchema,
  listMovementsQuerySchema,
  statementSchema,
} from '@/lib/schemas/payments';
import { accountBalance, customerBalance } from '../../../services/ledger/ledger';
import { accountMovements, customerStatement } from '../../../services/ledger/statement';
import {
  loadStatementPdf,
  loadStatementXlsx,
  statementPdf,
  statementXlsx,
} from '../../../services/ledger/statement-export';
import { getCustomerRowOrThrow } from '../../../services/customers/read';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf, idParam } from './helpers';
import { deferredFileResponse, mediaTypes, pdfFile } from '../../file-response';

// Balances and movements read from the ledger; mounted beside the records they belong to.

/** A customer's …/{id}/Balance and …/{id}/Statement (payments.view: money is the payments module's). */
export const customerLedgerRoutes = new Hono<AppEnv>();

customerLedgerRoutes.get(
  '/:id/Balance',
  doc({ summary: "The customer's balance (positive: the customer owes)", response: customerBalanceSchema }),
  requirePermission('payments.view'),
  async (c) => {
    const { tenantId } = actorOf(c);
    const customer = await getCustomerRowOrThrow(c.var.db, { tenantId, id: idParam(c) });
    return c.json({ data: { balance: await customerBalance(c.var.db, { tenantId, customerId: customer.id }) } });
  },
);

customerLedgerRoutes.get(
  '/:id/Statement',
  doc({
    summary: 'Customer statement (cari hesap ekstresi) for a date range, with running balance',
    response: statementSchema,
  }),
  requirePermission('payments.view'),
  validate('query', dateRangeQuerySchema),
  async (c) =>
    c.json({
      data: await customerStatement(c.var.db, {
        tenantId: actorOf(c).tenantId,
        customerId: idParam(c),
        range: c.req.valid('query'),
      }),
    }),
);

customerLedgerRoutes.get(
  '/:id/Statement/:format{pdf|xlsx}',
  doc({
    summary: 'The customer statement as a PDF (format=pdf) or Excel workbook (format=xlsx)',
    produces: [mediaTypes.pdf, mediaTypes.xlsx],
  }),
  requirePermission('payments.view'),
  validate('query', dateRangeQuerySchema),
  async (c) => {
    const opts = { tenantId: actorOf(c).tenantId, customerId: idParam(c), range: c.req.valid('query') };
    if (c.req.param('format') === 'pdf') {
      return deferredFileResponse(c, await loadStatementPdf(c.var.db, opts), async (loaded) => {
        const { pdf, filename } = await statementPdf(loaded);
        return pdfFile(pdf, filename);
      });
    }
    return deferredFileResponse(c, await loadStatementXlsx(c.var.db, opts), async (statement) => {
      const file = await statementXlsx(statement);
      return { body: new Uint8Array(file.body as Uint8Array), fileName: file.filename, contentType: file.contentType };
    });
  },
);

/** GET …/{id}/Balance and …/{id}/Movements of a cash register or bank account (finance-definitions.view). */
function accountLedgerRoutes(account: 'cash_register' | 'bank_account') {
  const router = new Hono<AppEnv>();
  router.get(
    '/:id/Balance',
    doc({ summary: 'Opening balance and current balance', response: accountBalanceSchema }),
    requirePermission('finance-definitions.view'),
    async (c) =>
      c.json({ data: await accountBalance(c.var.db, { tenantId: actorOf(c).tenantId, account, id: idParam(c) }) }),
  );
  router.get(
    '/:id/Movements',
    doc({ summary: 'Movements, newest first, paged', response: pageOf(accountMovementSchema) }),
    requirePermission('finance-definitions.view'),
    validate('query', listMovementsQuerySchema),
    async (c) => {
      const { tenantId } = actorOf(c);
      const id = idParam(c);
      await accountBalance(c.var.db, { tenantId, account, id });
      return c.json({
        data: await accountMovements(c.var.db, { tenantId, account, id, query: c.req.valid('query') }),
      });
    },
  );
  return router;
}

export const cashRegisterLedgerRoutes = accountLedgerRoutes('cash_register');
export const bankAccountLedgerRoutes = accountLedgerRoutes('bank_account');
