import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import {
  cancelInvoiceInputSchema,
  invoiceSchema,
  invoiceSchemas,
  invoiceTotalsSchema,
  issueInvoiceInputSchema,
  listInvoicesQuerySchema,
  sendInvoiceInputSchema,
} from '@/lib/schemas/invoices';
import { offerHistoryEntrySchema } from '@/lib/schemas/offers';
import { idempotencyKeyOf } from '../../../kit/idempotency';
import { statusHistoryOf } from '../../../kit/status-history';
import { invoiceFromOffer, invoiceFromWorkOrder } from '../../../services/invoices/convert';
import { cancelInvoice, issueInvoice } from '../../../services/invoices/issue';
import { renderInvoicePdf } from '../../../services/invoices/pdf';
import { invoiceTotals } from '../../../services/invoices/read';
import { sendInvoice } from '../../../services/invoices/send';
import { invoiceService } from '../../../services/invoices/write';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf, idParam } from './helpers';
import { fileResponse, pdfFile } from '../../file-response';
import { documentSendLimit } from '../../send-limit';

const router = new Hono<AppEnv>();
const tag = 'Invoices';
const base = '/api/tenant/Invoices';

// GET /api/tenant/Invoices/totals – net, KDV and grand totals of every invoice the list's filters match
describeRoute({
  method: 'get',
  path: `${base}/totals`,
  summary: 'Totals of the filtered invoices',
  tag,
  query: listInvoicesQuerySchema,
  response: invoiceTotalsSchema,
});
router.get('/totals', requirePermission('invoices.view'), validate('query', listInvoicesQuerySchema), async (c) =>
  c.json({ data: await invoiceTotals(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);

// GET /api/tenant/Invoices/{id}/pdf – the invoice as a PDF download
describeRoute({ method: 'get', path: `${base}/{id}/pdf`, summary: 'The invoice PDF', tag });
router.get('/:id/pdf', requirePermission('invoices.view'), async (c) => {
  const { pdf, filename } = await renderInvoicePdf(c.var.db, { tenantId: actorOf(c).tenantId, id: idParam(c) });
  return fileResponse(c, pdfFile(pdf, filename));
});

describeRoute({
  method: 'get',
  path: `${base}/{id}/history`,
  summary: 'Its status changes, oldest first',
  tag,
  response: z.array(offerHistoryEntrySchema),
});
// GET /api/tenant/Invoices/{id}/history – its status changes
router.get('/:id/history', requirePermission('invoices.view'), async (c) => {
  const { tenantId } = actorOf(c);
  await invoiceService.get(c.var.db, { tenantId, id: idParam(c) });
  return c.json({ data: await statusHistoryOf(c.var.db, { tenantId, entity: 'invoice', id: idParam(c) }) });
});

// POST /api/tenant/Invoices/{id}/issue – draft -> issued with the next number of its series
describeRoute({
  method: 'post',
  path: `${base}/{id}/issue`,
  summary: 'Issue a draft: allocates the GİB number',
  tag,
  body: issueInvoiceInputSchema,
  response: invoiceSchema,
});
router.post('/:id/issue', requirePermission('invoices.issue'), validate('json', issueInvoiceInputSchema), async (c) =>
  c.json({ data: await issueInvoice(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

// POST /api/tenant/Invoices/{id}/cancel – issued -> cancelled with a reason (not after a payment)
describeRoute({
  method: 'post',
  path: `${base}/{id}/cancel`,
  summary: 'Cancel an issued invoice with a reason',
  tag,
  body: cancelInvoiceInputSchema,
  response: invoiceSchema,
});
router.post(
  '/:id/cancel',
  requirePermission('invoices.cancel'),
  validate('json', cancelInvoiceInputSchema),
  async (c) => c.json({ data: await cancelInvoice(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

// POST /api/tenant/Invoices/{id}/send – mail the PDF to the customer; Idempotency-Key makes a retry safe
describeRoute({
  method: 'post',
  path: `${base}/{id}/send`,
  summary: 'Email the invoice PDF (Idempotency-Key)',
  tag,
  body: sendInvoiceInputSchema,
  response: invoiceSchema,
});
router.post(
  '/:id/send',
  requirePermission('invoices.issue'),
  documentSendLimit,
  validate('json', sendInvoiceInputSchema),
  async (c) => {
    const key = idempotencyKeyOf(c.req.header('idempotency-key'));
    const answer = await sendInvoice(c.var.db, actorOf(c), idParam(c), c.req.valid('json'), key);
    return c.json(answer.body, answer.status);
  },
);

// POST /api/tenant/Invoices/from-offer/{offerId} – 'Faturalandır': a draft from an accepted offer (once)
describeRoute({
  method: 'post',
  path: `${base}/from-offer/{offerId}`,
  summary: 'Draft invoice from an accepted offer',
  tag,
  response: invoiceSchema,
});
router.post('/from-offer/:offerId', requirePermission('invoices.create'), async (c) =>
  c.json({ data: await invoiceFromOffer(c.var.db, actorOf(c), idParam(c, 'offerId')) }, 201),
);

// POST /api/tenant/Invoices/from-work-order/{workOrderId} – 'Faturalandır' on a done work order (once)
describeRoute({
  method: 'post',
  path: `${base}/from-work-order/{workOrderId}`,
  summary: 'Draft invoice from a done work order',
  tag,
  response: invoiceSchema,
});
router.post('/from-work-order/:workOrderId', requirePermission('invoices.create'), async (c) =>
  c.json({ data: await invoiceFromWorkOrder(c.var.db, actorOf(c), idParam(c, 'workOrderId')) }, 201),
);

/** /api/tenant/Invoices: the kit's five routes (only drafts change), plus totals, PDF, issue, cancel and send. */
export const invoiceRoutes = crudRoutes('invoices', invoiceSchemas, invoiceService, { router });
