import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import {
  allocatePaymentInputSchema,
  createPaymentInputSchema,
  openInvoiceSchema,
  openInvoicesQuerySchema,
  paymentSchema,
  paymentSchemas,
  reversePaymentInputSchema,
} from '@/lib/schemas/payments';
import { idempotencyKeyOf } from '../../../kit/idempotency';
import { getPayment, listOpenInvoices, listPayments, paymentsOfInvoice } from '../../../services/payments/read';
import { allocateAdvance, createPayment, reversePayment } from '../../../services/payments/write';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf, idParam } from './helpers';

const router = new Hono<AppEnv>();
const tag = 'Payments';
const base = '/api/tenant/Payments';

// GET /api/tenant/Payments/open-invoices?customerId= – the customer's invoices with something left to pay
describeRoute({
  method: 'get',
  path: `${base}/open-invoices`,
  summary: "The customer's open invoices, oldest due first",
  tag,
  query: openInvoicesQuerySchema,
  response: z.array(openInvoiceSchema),
});
router.get(
  '/open-invoices',
  requirePermission('payments.view'),
  validate('query', openInvoicesQuerySchema),
  async (c) =>
    c.json({
      data: await listOpenInvoices(c.var.db, {
        tenantId: actorOf(c).tenantId,
        customerId: c.req.valid('query').customerId,
      }),
    }),
);

describeRoute({
  method: 'get',
  path: `${base}/by-invoice/{invoiceId}`,
  summary: 'What was allocated to an invoice, by which payment',
  tag,
});
// GET /api/tenant/Payments/by-invoice/{invoiceId} – what was allocated to an invoice, by which payment
router.get('/by-invoice/:invoiceId', requirePermission('invoices.view'), async (c) =>
  c.json({
    data: (
      await paymentsOfInvoice(c.var.db, { tenantId: actorOf(c).tenantId, invoiceId: idParam(c, 'invoiceId') })
    ).map((p) => ({ ...p, freedAt: p.freedAt ? p.freedAt.toISOString() : null })),
  }),
);

// POST /api/tenant/Payments – a collection or payment; Idempotency-Key makes a retry create nothing more
describeRoute({
  method: 'post',
  path: base,
  summary: 'Record a collection or payment (Idempotency-Key); allocates to invoices',
  tag,
  body: createPaymentInputSchema,
  response: paymentSchema,
});
router.post('/', requirePermission('payments.create'), validate('json', createPaymentInputSchema), async (c) => {
  const key = idempotencyKeyOf(c.req.header('idempotency-key'));
  const answer = await createPayment(c.var.db, actorOf(c), c.req.valid('json'), key);
  return c.json(answer.body, answer.status);
});

// POST /api/tenant/Payments/{id}/reverse – ters kayıt with a reason: opposite movements, allocations freed
describeRoute({
  method: 'post',
  path: `${base}/{id}/reverse`,
  summary: 'Reverse a payment with a reason (Idempotency-Key)',
  tag,
  body: reversePaymentInputSchema,
  response: paymentSchema,
});
router.post(
  '/:id/reverse',
  requirePermission('payments.delete'),
  validate('json', reversePaymentInputSchema),
  async (c) => {
    const key = idempotencyKeyOf(c.req.header('idempotency-key'));
    const answer = await reversePayment(c.var.db, actorOf(c), idParam(c), c.req.valid('json'), key);
    return c.json(answer.body, answer.status);
  },
);

// POST /api/tenant/Payments/{id}/allocate – settle an advance against open invoices later
describeRoute({
  method: 'post',
  path: `${base}/{id}/allocate`,
  summary: "Allocate a collection's unallocated remainder",
  tag,
  body: allocatePaymentInputSchema,
  response: paymentSchema,
});
router.post(
  '/:id/allocate',
  requirePermission('payments.create'),
  validate('json', allocatePaymentInputSchema),
  async (c) => c.json({ data: await allocateAdvance(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

/** /api/tenant/Payments: list and detail from the kit; never edited or deleted (a reversal instead). */
export const paymentRoutes = crudRoutes(
  'payments',
  paymentSchemas,
  { list: listPayments, get: getPayment },
  { router },
);
