import 'server-only';

import { Hono } from 'hono';
import {
  exportCustomersQuerySchema,
  importCommitSchema,
  importModeSchema,
  importPreviewSchema,
} from '@/lib/schemas/customers';
import { customerExportFile, customerImportTemplate, loadCustomerExport } from '../../../services/customers/export';
import { commitCustomerImport, previewCustomerImport, readCustomerImport } from '../../../services/customers/import';
import { withImportSlot } from '../../../services/customers/import-limits';
import { getDb } from '../../../database';
import type { AppContext, AppEnv } from '../../context';
import { AppError, forbidden } from '../../../errors';
import { requirePermission, validate } from '../../middleware';
import { multipartFile } from '../../multipart';
import { doc } from '../../route-doc';
import type { Actor } from '../../../kit/actor';
import { actorOf } from './helpers';
import { afterCommit, inTenantTransaction } from '../../after-commit';
import { deferredFileResponse, fileResponse, mediaTypes } from '../../file-response';

/** Export and import of the customer list: files in, files out. */
export const customerFileRoutes = new Hono<AppEnv>();

// Same filters and order as the list, at most 50 000 rows
customerFileRoutes.get(
  '/export',
  doc({ summary: 'The filtered list as CSV (UTF-8 BOM, ;) or xlsx', produces: [mediaTypes.csv, mediaTypes.xlsx] }),
  requirePermission('customers.view'),
  validate('query', exportCustomersQuerySchema),
  async (c) => {
    const loaded = await loadCustomerExport(c.var.db, {
      tenantId: actorOf(c).tenantId,
      lang: c.var.lang,
      query: c.req.valid('query'),
      money: actorOf(c).can?.('payments.view'),
    });
    return deferredFileResponse(c, loaded, async (data) => {
      const file = await customerExportFile(data);
      return { ...file, body: file.body as Uint8Array<ArrayBuffer> | string };
    });
  },
);

const templateQuerySchema = exportCustomersQuerySchema.pick({ format: true });
// Served, so exceljs stays off the client
customerFileRoutes.get(
  '/import/template',
  doc({
    summary: 'The empty import file with its Turkish headers, as CSV (UTF-8 BOM, ;) or xlsx',
    produces: [mediaTypes.csv, mediaTypes.xlsx],
  }),
  requirePermission('customers.create'),
  validate('query', templateQuerySchema),
  async (c) => {
    const file = await customerImportTemplate(c.req.valid('query').format);
    return fileResponse(c, { ...file, body: file.body as Uint8Array<ArrayBuffer> | string });
  },
);

const invalidUpload = () =>
  new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileInvalid' } } });

/**
 * An import's work, once the request's transaction is over (after-commit.ts): reading the upload and
 * its rows holds no connection, and only the matching and the writes run in a short transaction of
 * their own. One import per user at a time, from reading the upload to the answer. The body itself
 * is capped before any of this, by the API's body limit (body-limit.ts names these routes).
 */
function afterImport(c: AppContext, work: (actor: Actor) => Promise<Response>) {
  const actor = actorOf(c);
  return afterCommit(c, async () => withImportSlot(await getDb(), actor.userId, () => work(actor)));
}

/** The multipart `file` field. */
function uploadedFile(c: AppContext): Promise<File> {
  return multipartFile(c, invalidUpload);
}

/** The multipart `mode` field (skip | update; skip when absent), read after the file (the body is parsed once). */
async function importMode(c: AppContext) {
  const parsed = importModeSchema.safeParse((await c.req.parseBody()).mode ?? undefined);
  if (!parsed.success) throw new AppError(400, 'validation_failed', { fields: { mode: { key: 'invalidChoice' } } });
  return parsed.data;
}

// Per-row errors in the request language
customerFileRoutes.post(
  '/import/preview',
  doc({ summary: 'Validate an uploaded .csv/.xlsx (multipart `file`); writes nothing', response: importPreviewSchema }),
  requirePermission('customers.create'),
  (c) =>
    afterImport(c, async (actor) => {
      const checked = await readCustomerImport(await uploadedFile(c), c.var.lang);
      return c.json({ data: await inTenantTransaction(c, (db) => previewCustomerImport(db, actor, checked)) });
    }),
);

// The file is validated again; invalid rows are not written
customerFileRoutes.post(
  '/import/commit',
  doc({
    summary:
      'Write all valid rows of the same file in one transaction; multipart `mode` = skip (default) | update decides what happens to rows matching an existing customer (VKN/TCKN, then email)',
    response: importCommitSchema,
  }),
  requirePermission('customers.create'),
  (c) =>
    afterImport(c, async (actor) => {
      const file = await uploadedFile(c);
      const mode = await importMode(c);
      // Updating existing customers is an edit of them, so it needs that permission too.
      if (mode === 'update' && !actor.can?.('customers.update')) throw forbidden();
      const checked = await readCustomerImport(file, c.var.lang);
      const result = await inTenantTransaction(c, (db) => commitCustomerImport(db, actor, checked, mode));
      return c.json({ data: result }, 201);
    }),
);
