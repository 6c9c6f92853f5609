import 'server-only';

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  exportCustomersQuerySchema,
  importCommitSchema,
  importModeSchema,
  importPreviewSchema,
} from '@/lib/schemas/customers';
import { customerImportTemplate, exportCustomers } from '../../../services/customers/export';
import { commitCustomerImport, previewCustomerImport } from '../../../services/customers/import';
import { IMPORT_MAX_BYTES } from '../../../services/customers/spreadsheet';
import type { AppContext, AppEnv } from '../../context';
import { AppError, forbidden } from '../../../errors';
import { requirePermission, validate } from '../../middleware';
import { multipartFile } from '../../multipart';
import { describeRoute } from '../../openapi-registry';
import { actorOf } from './helpers';
import { fileResponse } from '../../file-response';

/** Export and import of the customer list: files in, files out. */
export const customerFileRoutes = new Hono<AppEnv>();
const tag = 'Customers';
const base = '/api/tenant/Customers';

describeRoute({
  method: 'get',
  path: `${base}/export`,
  summary: 'The filtered list as CSV (UTF-8 BOM, ;) or xlsx',
  tag,
  query: exportCustomersQuerySchema,
});
// GET /api/tenant/Customers/export?format=csv|xlsx – same filters and order as the list, at most 50 000 rows
customerFileRoutes.get(
  '/export',
  requirePermission('customers.view'),
  validate('query', exportCustomersQuerySchema),
  async (c) => {
    const file = await exportCustomers(c.var.db, {
      tenantId: actorOf(c).tenantId,
      lang: c.var.lang,
      query: c.req.valid('query'),
    });
    return fileResponse(c, { ...file, body: file.body as Uint8Array<ArrayBuffer> | string });
  },
);

const templateQuerySchema = exportCustomersQuerySchema.pick({ format: true });
describeRoute({
  method: 'get',
  path: `${base}/import/template`,
  summary: 'The empty import file with its Turkish headers, as CSV (UTF-8 BOM, ;) or xlsx',
  tag,
  query: templateQuerySchema,
});
// GET /api/tenant/Customers/import/template?format=csv|xlsx – served, so exceljs stays off the client
customerFileRoutes.get(
  '/import/template',
  requirePermission('customers.create'),
  validate('query', templateQuerySchema),
  async (c) => {
    const file = await customerImportTemplate(c.req.valid('query').format);
    return fileResponse(c, { ...file, body: file.body as Uint8Array<ArrayBuffer> | string });
  },
);

const fileError = (key: string) =>
  new AppError(400, 'import_file_invalid', { fields: { file: { key, params: { max: 2 } } } });
/** Caps the request body itself, so a chunked upload without Content-Length cannot exceed it either. */
const importBodyLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw fileError('importFileTooLarge');
  },
});

/** The multipart `file` field. */
function uploadedFile(c: AppContext): Promise<File> {
  return multipartFile(c, () => fileError('importFileInvalid'));
}

/** The multipart `mode` field (skip | update; skip when absent), read after the file (the body is parsed once). */
async function importMode(c: AppContext) {
  const parsed = importModeSchema.safeParse((await c.req.parseBody()).mode ?? undefined);
  if (!parsed.success) throw new AppError(400, 'validation_failed', { fields: { mode: { key: 'invalidChoice' } } });
  return parsed.data;
}

describeRoute({
  method: 'post',
  path: `${base}/import/preview`,
  summary: 'Validate an uploaded .csv/.xlsx (multipart `file`); writes nothing',
  tag,
  response: importPreviewSchema,
});
// POST /api/tenant/Customers/import/preview – per-row errors in the request language
customerFileRoutes.post('/import/preview', requirePermission('customers.create'), importBodyLimit, async (c) =>
  c.json({ data: await previewCustomerImport(c.var.db, actorOf(c), await uploadedFile(c), c.var.lang) }),
);

describeRoute({
  method: 'post',
  path: `${base}/import/commit`,
  summary:
    'Write all valid rows of the same file in one transaction; multipart `mode` = skip (default) | update decides what happens to rows matching an existing customer (VKN/TCKN, then email)',
  tag,
  response: importCommitSchema,
});
// POST /api/tenant/Customers/import/commit – the file is validated again; invalid rows are not written
customerFileRoutes.post('/import/commit', requirePermission('customers.create'), importBodyLimit, async (c) => {
  const file = await uploadedFile(c);
  const mode = await importMode(c);
  // Updating existing customers is an edit of them, so it needs that permission too.
  if (mode === 'update' && !actorOf(c).can?.('customers.update')) throw forbidden();
  return c.json({ data: await commitCustomerImport(c.var.db, actorOf(c), file, c.var.lang, mode) }, 201);
});
