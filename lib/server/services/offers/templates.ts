import 'server-only';

import type { z } from 'zod';
import {
  offerTemplateSchema,
  type createOfferTemplateInputSchema,
  type ListOfferTemplatesQuery,
  type OfferSettings,
  type OfferTemplate,
} from '@/lib/schemas/offers';
import type { Db, DbOrTx } from '../../db/client';
import { offerSettings, offerTemplates } from '../../db/schema';
import type { Actor } from '../../kit/actor';
import { crudService } from '../../kit/crud-service';
import { byNameListing, nameColumns } from '../../kit/named-records';
import { pickShape, saveSettingsRow } from '../../kit/records';
import { auditRecord } from '../audit';
import { assertCatalogueLines, normalizeLine, readOfferSettings } from './rules';

type TemplateInput = z.output<typeof createOfferTemplateInputSchema>;

/** Offer templates: texts, validity and default lines (stored as line inputs) a new offer starts from. */
export const offerTemplateService = crudService({
  entity: 'offer_template',
  table: offerTemplates,
  select: (db: DbOrTx) => db.select().from(offerTemplates).$dynamic(),
  toDto: (row) => pickShape(offerTemplateSchema, row) as OfferTemplate,
  columns: (input: TemplateInput) => ({
    ...input,
    lines: input.lines.map(normalizeLine),
    ...nameColumns(input.name),
  }),
  validate: (tx, actor, input) => assertCatalogueLines(tx, actor.tenantId, input.lines),
  ...byNameListing(offerTemplates),
  filters: (_q: ListOfferTemplatesQuery) => [],
  label: (row) => row.name,
});

/** The tenant's offer numbering pattern and default validity. */
export const getOfferSettings = (db: DbOrTx, opts: { tenantId: string }): Promise<OfferSettings> =>
  readOfferSettings(db, opts.tenantId);

/** Saves the numbering pattern and default validity; version 0 creates the row, a stale one is 409. */
export async function updateOfferSettings(
  db: Db,
  actor: Actor,
  input: { numberPattern: string; validityDays: number; version: number },
): Promise<OfferSettings> {
  await db.transaction(async (tx) => {
    const values = { numberPattern: input.numberPattern, validityDays: input.validityDays };
    await saveSettingsRow(tx, offerSettings, { tenantId: actor.tenantId, version: input.version }, values);
    await auditRecord(tx, actor, { entity: 'offer_settings', action: 'update', id: actor.tenantId, data: values });
  });
  return getOfferSettings(db, actor);
}
