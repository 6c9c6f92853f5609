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
import { statementPdf, statementXlsx } from '../../../services/ledger/statement-export';
import { getCustomerRowOrThrow } from '../../../services/customers/read';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf, idParam } from './helpers';
import { fileResponse, pdfFile } from '../../file-response';

// Balances and movements read from the ledger; mounted beside the records they belong to.

/** /api/tenant/Customers/{id}/Balance and /Statement (payments.view: money is the payments module's). */
export const customerLedgerRoutes = new Hono<AppEnv>();

describeRoute({
  method: 'get',
  path: '/api/tenant/Customers/{id}/Balance',
  summary: "The customer's balance (positive: the customer owes)",
  tag: 'Payments',
  response: customerBalanceSchema,
});
customerLedgerRoutes.get('/:id/Balance', requirePermission('payments.view'), async (c) => {
  const { tenantId } = actorOf(c);
  const customer = await getCustomerRowOrThrow(c.var.db, { tenantId, id: idParam(c) });
  return c.json({ data: { balance: await customerBalance(c.var.db, { tenantId, customerId: customer.id }) } });
});

describeRoute({
  method: 'get',
  path: '/api/tenant/Customers/{id}/Statement',
  summary: 'Customer statement (cari hesap ekstresi) for a date range, with running balance',
  tag: 'Payments',
  query: dateRangeQuerySchema,
  response: statementSchema,
});
customerLedgerRoutes.get(
  '/:id/Statement',
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

describeRoute({
  method: 'get',
  path: '/api/tenant/Customers/{id}/Statement/{format}',
  summary: 'The customer statement as a PDF (format=pdf) or Excel workbook (format=xlsx)',
  tag: 'Payments',
  query: dateRangeQuerySchema,
});
customerLedgerRoutes.get(
  '/:id/Statement/:format{pdf|xlsx}',
  requirePermission('payments.view'),
  validate('query', dateRangeQuerySchema),
  async (c) => {
    const opts = { tenantId: actorOf(c).tenantId, customerId: idParam(c), range: c.req.valid('query') };
    if (c.req.param('format') === 'pdf') {
      const { pdf, filename } = await statementPdf(c.var.db, opts);
      return fileResponse(c, pdfFile(pdf, filename));
    }
    const file = await statementXlsx(c.var.db, opts);
    return fileResponse(c, {
      body: new Uint8Array(file.body as Uint8Array),
      fileName: file.filename,
      contentType: file.contentType,
    });
  },
);

/** GET …/{id}/Balance and …/{id}/Movements of a cash register or bank account (finance-definitions.view). */
function accountLedgerRoutes(account: 'cash_register' | 'bank_account', resource: string) {
  const router = new Hono<AppEnv>();
  describeRoute({
    method: 'get',
    path: `/api/tenant/${resource}/{id}/Balance`,
    summary: 'Opening balance and current balance',
    tag: 'Payments',
    response: accountBalanceSchema,
  });
  router.get('/:id/Balance', requirePermission('finance-definitions.view'), async (c) =>
    c.json({ data: await accountBalance(c.var.db, { tenantId: actorOf(c).tenantId, account, id: idParam(c) }) }),
  );
  describeRoute({
    method: 'get',
    path: `/api/tenant/${resource}/{id}/Movements`,
    summary: 'Movements, newest first, paged',
    tag: 'Payments',
    query: listMovementsQuerySchema,
    response: pageOf(accountMovementSchema),
  });
  router.get(
    '/:id/Movements',
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

export const cashRegisterLedgerRoutes = accountLedgerRoutes('cash_register', 'CashRegisters');
export const bankAccountLedgerRoutes = accountLedgerRoutes('bank_account', 'BankAccounts');
