import 'server-only';

import { Hono } from 'hono';
import { z } from 'zod';
import {
  allocatePaymentInputSchema,
  createPaymentInputSchema,
  invoicePaymentSchema,
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
import { doc } from '../../route-doc';
import { actorOf, idParam } from './helpers';

const router = new Hono<AppEnv>();

// The customer's invoices with something left to pay
router.get(
  '/open-invoices',
  doc({ summary: "The customer's open invoices, oldest due first", response: z.array(openInvoiceSchema) }),
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

router.get(
  '/by-invoice/:invoiceId',
  doc({ summary: 'What was allocated to an invoice, by which payment', response: z.array(invoicePaymentSchema) }),
  requirePermission('invoices.view'),
  async (c) =>
    c.json({
      data: (
        await paymentsOfInvoice(c.var.db, { tenantId: actorOf(c).tenantId, invoiceId: idParam(c, 'invoiceId') })
      ).map((p) => ({ ...p, freedAt: p.freedAt ? p.freedAt.toISOString() : null })),
    }),
);

// A collection or payment; Idempotency-Key makes a retry create nothing more
router.post(
  '/',
  doc({ summary: 'Record a collection or payment (Idempotency-Key); allocates to invoices', response: paymentSchema }),
  requirePermission('payments.create'),
  validate('json', createPaymentInputSchema),
  async (c) => {
    const key = idempotencyKeyOf(c.req.header('idempotency-key'));
    const answer = await createPayment(c.var.db, actorOf(c), c.req.valid('json'), key);
    return c.json(answer.body, answer.status);
  },
);

// Ters kayıt with a reason: opposite movements, allocations freed
router.post(
  '/:id/reverse',
  doc({ summary: 'Reverse a payment with a reason (Idempotency-Key)', response: paymentSchema }),
  requirePermission('payments.delete'),
  validate('json', reversePaymentInputSchema),
  async (c) => {
    const key = idempotencyKeyOf(c.req.header('idempotency-key'));
    const answer = await reversePayment(c.var.db, actorOf(c), idParam(c), c.req.valid('json'), key);
    return c.json(answer.body, answer.status);
  },
);

// Settle an advance against open invoices later
router.post(
  '/:id/allocate',
  doc({ summary: "Allocate a collection's unallocated remainder", response: paymentSchema }),
  requirePermission('payments.create'),
  validate('json', allocatePaymentInputSchema),
  async (c) => c.json({ data: await allocateAdvance(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

/** Payments: list and detail from the kit; never edited or deleted (a reversal instead). */
export const paymentRoutes = crudRoutes(
  'payments',
  paymentSchemas,
  { list: listPayments, get: getPayment },
  { router },
);
