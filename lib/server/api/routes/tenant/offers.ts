import 'server-only';

import { Hono } from 'hono';
import {
  offerDecisionInputSchema,
  offerSchema,
  offerSchemas,
  offerSendInputSchema,
  offerSendResultSchema,
  offerSettingsSchema,
  updateOfferSettingsInputSchema,
} from '@/lib/schemas/offers';
import { versionSchema } from '@/lib/schemas/common';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../../kit/idempotency';
import { getOffer } from '../../../services/offers/detail';
import { offerService } from '../../../services/offers/offers';
import { loadOfferPdf, offerPdf } from '../../../services/offers/pdf';
import { sendOffer } from '../../../services/offers/send';
import { copyOffer, decideOffer, reviseOffer } from '../../../services/offers/status';
import { getOfferSettings, updateOfferSettings } from '../../../services/offers/templates';
import type { AppEnv } from '../../context';
import { crudRoutes } from '../../crud-routes';
import { requirePermission, validate } from '../../middleware';
import { doc } from '../../route-doc';
import { actorOf, idParam } from './helpers';
import { stagedAnswer } from '../../after-commit';
import { askedDisposition, deferredFileResponse, mediaTypes, pdfFile } from '../../file-response';
import { documentSendLimit } from '../../send-limit';

/** Offers: the kit's five routes (drafts only are edited), plus PDF, send, answer, revise and copy. */
export const offerRoutes = new Hono<AppEnv>();
const versionBody = z.strictObject({ version: versionSchema });

offerRoutes.get(
  '/settings',
  doc({ summary: 'Numbering pattern and default validity', response: offerSettingsSchema }),
  requirePermission('offers.view'),
  async (c) => c.json({ data: await getOfferSettings(c.var.db, actorOf(c)) }),
);
offerRoutes.put(
  '/settings',
  doc({
    summary: 'Save the numbering pattern (e.g. TKL-{YYYY}-{00000}) and default validity days',
    response: offerSettingsSchema,
  }),
  requirePermission('offers.update'),
  validate('json', updateOfferSettingsInputSchema),
  async (c) => c.json({ data: await updateOfferSettings(c.var.db, actorOf(c), c.req.valid('json')) }),
);

// Rendered on the server (pdfmake), never in a page bundle
offerRoutes.get(
  '/:id/pdf',
  doc({ summary: 'The offer as a PDF (file name = its number)', produces: [mediaTypes.pdf] }),
  requirePermission('offers.view'),
  async (c) => {
    const loaded = await loadOfferPdf(c.var.db, { tenantId: actorOf(c).tenantId, id: idParam(c) });
    const render = async (data: typeof loaded) => {
      const { pdf, fileName } = await offerPdf(data);
      return pdfFile(pdf, fileName);
    };
    return deferredFileResponse(c, loaded, render, askedDisposition(c));
  },
);

offerRoutes.post(
  '/:id/send',
  doc({
    summary: 'Email the offer with its PDF to the contact; takes an Idempotency-Key header (a repeat sends nothing)',
    response: offerSendResultSchema,
  }),
  requirePermission('offers.send'),
  documentSendLimit,
  validate('json', offerSendInputSchema),
  async (c) => {
    const staged = await sendOffer(c.var.db, actorOf(c), idParam(c), {
      version: c.req.valid('json').version,
      idempotencyKey: idempotencyKeyOf(c.req.header('idempotency-key')),
    });
    return stagedAnswer(c, staged, (answer) => c.json({ data: answer.body }, answer.status));
  },
);

offerRoutes.post(
  '/:id/status',
  doc({
    summary:
      "Record the customer's answer (accepted / rejected) with a note; an expired offer cannot be accepted (422)",
    response: offerSchema,
  }),
  requirePermission('offers.update'),
  validate('json', offerDecisionInputSchema),
  async (c) => c.json({ data: await decideOffer(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

offerRoutes.post(
  '/:id/revise',
  doc({
    summary: 'A new draft revision (number/2) of a sent or rejected offer; the earlier one stays readable',
    response: offerSchema,
  }),
  requirePermission('offers.create'),
  validate('json', versionBody),
  async (c) => c.json({ data: await reviseOffer(c.var.db, actorOf(c), idParam(c), c.req.valid('json').version) }, 201),
);

offerRoutes.post(
  '/:id/copy',
  doc({ summary: 'A new draft with its own number from any offer', response: offerSchema }),
  requirePermission('offers.create'),
  async (c) => c.json({ data: await copyOffer(c.var.db, actorOf(c), idParam(c)) }, 201),
);

const withDetail =
  <A extends unknown[]>(write: (...args: A) => Promise<{ id: string }>) =>
  async (...args: A) => {
    const saved = await write(...args);
    return getOffer(args[0] as Parameters<typeof getOffer>[0], {
      tenantId: (args[1] as { tenantId: string }).tenantId,
      id: saved.id,
    });
  };

crudRoutes(
  'offers',
  offerSchemas,
  {
    list: offerService.list,
    get: getOffer,
    create: withDetail(offerService.create),
    update: withDetail(offerService.update),
    remove: offerService.remove,
  },
  { router: offerRoutes },
);
