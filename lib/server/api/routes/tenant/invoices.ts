import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import {
  cancelInvoiceInputSchema,
  eDocumentExportQuerySchema,
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
import {
  eDocumentZip,
  getInvoiceUbl,
  loadEDocumentExport,
  markExported,
} from '../../../services/invoices/e-document-export';
import { invoicePdf, loadInvoicePdf } from '../../../services/invoices/pdf';
import { invoiceTotals } from '../../../services/invoices/read';
import { sendInvoice } from '../../../services/invoices/send';
import { invoiceService } from '../../../services/invoices/write';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf, idParam, keyedAnswer } from './helpers';
import { afterCommit, inTenantTransaction, stagedAnswer } from '../../after-commit';
import { deferredFileResponse, fileResponse, mediaTypes, pdfFile } from '../../file-response';
import { documentSendLimit } from '../../send-limit';

const router = new Hono<AppEnv>();

// Net, KDV and grand totals of every invoice the list's filters match
router.get(
  '/totals',
  doc({ summary: 'Totals of the filtered invoices', response: invoiceTotalsSchema }),
  requirePermission('invoices.view'),
  validate('query', listInvoicesQuerySchema),
  async (c) =>
    c.json({ data: await invoiceTotals(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);

router.get(
  '/:id/pdf',
  doc({ summary: 'The invoice PDF', produces: [mediaTypes.pdf] }),
  requirePermission('invoices.view'),
  async (c) => {
    const loaded = await loadInvoicePdf(c.var.db, { tenantId: actorOf(c).tenantId, id: idParam(c) });
    return deferredFileResponse(c, loaded, async (data) => {
      const { pdf, filename } = await invoicePdf(data);
      return pdfFile(pdf, filename);
    });
  },
);

// The ZIP of the XML and PDF of every issued invoice in a date range, for the integrator's portal
router.get(
  '/export/e-documents',
  doc({ summary: 'e-Documents (UBL-TR XML and PDF) of a date range as a ZIP', produces: [mediaTypes.zip] }),
  requirePermission('invoices.view'),
  validate('query', eDocumentExportQuerySchema),
  async (c) => {
    const { tenantId } = actorOf(c);
    const loaded = await loadEDocumentExport(c.var.db, { tenantId, query: c.req.valid('query') });
    // Rendered with no transaction open; the invoices count as handed over only once the file exists.
    return afterCommit(c, async () => {
      const { zip, fileName, invoiceIds } = await eDocumentZip(loaded);
      await inTenantTransaction(c, (db) => markExported(db, tenantId, invoiceIds));
      return fileResponse(c, { body: zip, fileName, contentType: mediaTypes.zip });
    });
  },
);

router.get(
  '/:id/ubl',
  doc({ summary: 'The issued invoice as its stored UBL-TR XML (e-Fatura / e-Arşiv)', produces: [mediaTypes.xml] }),
  requirePermission('invoices.view'),
  async (c) => {
    const { fileName, xml } = await getInvoiceUbl(c.var.db, { tenantId: actorOf(c).tenantId, id: idParam(c) });
    return fileResponse(c, { body: xml, fileName, contentType: mediaTypes.xml });
  },
);

router.get(
  '/:id/history',
  doc({ summary: 'Its status changes, oldest first', response: z.array(offerHistoryEntrySchema) }),
  requirePermission('invoices.view'),
  async (c) => {
    const { tenantId } = actorOf(c);
    await invoiceService.get(c.var.db, { tenantId, id: idParam(c) });
    return c.json({ data: await statusHistoryOf(c.var.db, { tenantId, entity: 'invoice', id: idParam(c) }) });
  },
);

// Draft -> issued with the next number of its series
router.post(
  '/:id/issue',
  doc({ summary: 'Issue a draft: allocates the GİB number (Idempotency-Key)', response: invoiceSchema }),
  requirePermission('invoices.issue'),
  validate('json', issueInvoiceInputSchema),
  async (c) =>
    keyedAnswer(c, `invoices.issue:${idParam(c)}`, 200, (db) =>
      issueInvoice(db, actorOf(c), idParam(c), c.req.valid('json')),
    ),
);

// Issued -> cancelled with a reason (not after a payment)
router.post(
  '/:id/cancel',
  doc({ summary: 'Cancel an issued invoice with a reason', response: invoiceSchema }),
  requirePermission('invoices.cancel'),
  validate('json', cancelInvoiceInputSchema),
  async (c) => c.json({ data: await cancelInvoice(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

// Mail the PDF to the customer; Idempotency-Key makes a retry safe
router.post(
  '/:id/send',
  doc({ summary: 'Email the invoice PDF (Idempotency-Key)', response: invoiceSchema }),
  requirePermission('invoices.issue'),
  documentSendLimit,
  validate('json', sendInvoiceInputSchema),
  async (c) => {
    const key = idempotencyKeyOf(c.req.header('idempotency-key'));
    const staged = await sendInvoice(c.var.db, actorOf(c), idParam(c), c.req.valid('json'), key);
    return stagedAnswer(c, staged, (answer) => c.json(answer.body, answer.status));
  },
);

// 'Faturalandır': a draft from an accepted offer (once)
router.post(
  '/from-offer/:offerId',
  doc({ summary: 'Draft invoice from an accepted offer', response: invoiceSchema }),
  requirePermission('invoices.create'),
  async (c) => c.json({ data: await invoiceFromOffer(c.var.db, actorOf(c), idParam(c, 'offerId')) }, 201),
);

// 'Faturalandır' on a done work order (once)
router.post(
  '/from-work-order/:workOrderId',
  doc({ summary: 'Draft invoice from a done work order', response: invoiceSchema }),
  requirePermission('invoices.create'),
  async (c) => c.json({ data: await invoiceFromWorkOrder(c.var.db, actorOf(c), idParam(c, 'workOrderId')) }, 201),
);

/** Invoices: the kit's five routes (only drafts change), plus totals, PDF, UBL, e-document export, issue, cancel and send. */
export const invoiceRoutes = crudRoutes('invoices', invoiceSchemas, invoiceService, { router });
