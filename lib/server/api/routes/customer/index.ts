import 'server-only';

import { Hono } from 'hono';
import {
  listPortalDocumentsQuerySchema,
  portalDocumentDetailSchema,
  portalDocumentPageSchema,
  portalHomeSchema,
  portalOfferAnswerInputSchema,
  type PortalDocumentKind,
} from '@/lib/schemas/customer-portal';
import { AccountType } from '@/lib/auth/account-types';
import {
  answerPortalOffer,
  getPortalDocument,
  getPortalHome,
  listPortalDocuments,
  portalScopeOf,
  loadPortalPdf,
  portalPdf,
} from '../../../services/customer-portal/documents';
import { portalSettingsSchema, updatePortalSettingsInputSchema } from '@/lib/schemas/notifications';
import { getPortalSettings, updatePortalSettings } from '../../../services/customer-portal/settings';
import { loadPortalStatementPdf, portalStatementPdf } from '../../../services/customer-portal/statement-pdf';
import { dateRangeQuerySchema } from '@/lib/schemas/payments';
import { brandingSchema } from '@/lib/schemas/branding';
import { getBranding } from '../../../services/tenant/branding';
import { notFound } from '../../../errors';
import type { AppContext, AppEnv } from '../../context';
import { requireAuth, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { notificationRoutes } from '../notifications';
import { idParam } from '../tenant/helpers';
import { askedDisposition, deferredFileResponse, mediaTypes, pdfFile } from '../../file-response';

/**
 * /api/customer/*: the portal's API. Customer accounts only; the tenant and the customer record
 * come from the session, never from the request, so another customer's document is a 404.
 */
export const customerRoutes = new Hono<AppEnv>();
customerRoutes.use('*', requireAuth(AccountType.Customer));

customerRoutes.route('/Notifications', notificationRoutes());
const scopeOf = (c: AppContext) => portalScopeOf(c.var.db, c.var.auth.user, { ip: c.var.ip, lang: c.var.lang });

const kindParam = (c: AppContext): PortalDocumentKind => {
  const kind = c.req.param('kind');
  if (kind === 'offers') return 'offer';
  if (kind === 'invoices') return 'invoice';
  throw notFound();
};

customerRoutes.get(
  '/Home',
  doc({
    summary: "The portal home: offers awaiting the customer's answer and unpaid invoices with totals",
    response: portalHomeSchema,
  }),
  async (c) => c.json({ data: await getPortalHome(c.var.db, await scopeOf(c)) }),
);

customerRoutes.get(
  '/Documents',
  doc({
    summary:
      "The customer's offers (sent and later) and invoices (issued), paged, searched, filtered by kind and status",
    response: portalDocumentPageSchema,
  }),
  validate('query', listPortalDocumentsQuerySchema),
  async (c) => c.json({ data: await listPortalDocuments(c.var.db, await scopeOf(c), c.req.valid('query')) }),
);

customerRoutes.get(
  '/Documents/:kind/:id',
  doc({
    summary: 'One offer or invoice of the customer with its lines and totals (kind: offers | invoices)',
    response: portalDocumentDetailSchema,
  }),
  async (c) => c.json({ data: await getPortalDocument(c.var.db, await scopeOf(c), kindParam(c), idParam(c)) }),
);

customerRoutes.get(
  '/Documents/:kind/:id/pdf',
  doc({ summary: 'The same PDF staff download (download=1 for an attachment)', produces: [mediaTypes.pdf] }),
  async (c) => {
    const loaded = await loadPortalPdf(c.var.db, await scopeOf(c), kindParam(c), idParam(c));
    const render = async (data: typeof loaded) => {
      const { pdf, fileName } = await portalPdf(data);
      return pdfFile(pdf, fileName);
    };
    return deferredFileResponse(c, loaded, render, askedDisposition(c));
  },
);

customerRoutes.post(
  '/Documents/offers/:id/answer',
  doc({
    summary: 'Accept or reject a sent, unexpired offer with an optional comment (answered already: 409; expired: 422)',
    response: portalDocumentDetailSchema,
  }),
  validate('json', portalOfferAnswerInputSchema),
  async (c) => c.json({ data: await answerPortalOffer(c.var.db, await scopeOf(c), idParam(c), c.req.valid('json')) }),
);

customerRoutes.get(
  '/Settings',
  doc({
    summary: "The portal account's profile, language and email notification choices",
    response: portalSettingsSchema,
  }),
  async (c) => c.json({ data: await getPortalSettings(c.var.db, await scopeOf(c)) }),
);

customerRoutes.put(
  '/Settings',
  doc({
    summary: 'Save the profile (name, surname, phone), language and which notifications are also emailed',
    response: portalSettingsSchema,
  }),
  validate('json', updatePortalSettingsInputSchema),
  async (c) => c.json({ data: await updatePortalSettings(c.var.db, await scopeOf(c), c.req.valid('json')) }),
);

customerRoutes.get(
  '/Statement/pdf',
  doc({
    summary: "The customer's statement (cari hesap ekstresi) as a PDF, optionally for dateFrom..dateTo",
    produces: [mediaTypes.pdf],
  }),
  validate('query', dateRangeQuerySchema),
  async (c) => {
    const loaded = await loadPortalStatementPdf(c.var.db, await scopeOf(c), c.req.valid('query'));
    return deferredFileResponse(c, loaded, async (data) => {
      const { pdf, fileName } = await portalStatementPdf(data);
      return pdfFile(pdf, fileName);
    });
  },
);

customerRoutes.get(
  '/Company',
  doc({
    summary: "The portal's company (the session's own tenant): name, address, phone, email and logo version",
    response: brandingSchema,
  }),
  async (c) => c.json({ data: await getBranding(c.var.db, { tenantId: (await scopeOf(c)).tenantId }) }),
);
