import 'server-only';

import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { exportCustomersQuerySchema, importCommitSchema, importPreviewSchema } from '@/lib/schemas/customers';
import { exportCustomers } from '../../../services/customers/export';
import { commitCustomerImport, previewCustomerImport } from '../../../services/customers/import';
import { IMPORT_MAX_BYTES } from '../../../services/customers/spreadsheet';
import type { AppContext, AppEnv } from '../../context';
import { AppError } from '../../../errors';
import { requirePermission, validate } from '../../middleware';
import { multipartFile } from '../../multipart';
import { describeRoute } from '../../openapi-registry';
import { actorOf } from './helpers';

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
    return c.body(file.body as Uint8Array<ArrayBuffer> | string, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'no-store',
    });
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

describeRoute({
  method: 'post',
  path: `${base}/import/preview`,
  summary: 'Validate an uploaded .csv/.xlsx (multipart `file`); writes nothing',
  tag,
  response: importPreviewSchema,
});
// POST /api/tenant/Customers/import/preview – per-row errors in the request language
customerFileRoutes.post('/import/preview', requirePermission('customers.create'), importBodyLimit, async (c) =>
  c.json({ data: await previewCustomerImport(await uploadedFile(c), c.var.lang) }),
);

describeRoute({
  method: 'post',
  path: `${base}/import/commit`,
  summary: 'Write all valid rows of the same file in one transaction',
  tag,
  response: importCommitSchema,
});
// POST /api/tenant/Customers/import/commit – the file is validated again; invalid rows are skipped
customerFileRoutes.post('/import/commit', requirePermission('customers.create'), importBodyLimit, async (c) =>
  c.json({ data: await commitCustomerImport(c.var.db, actorOf(c), await uploadedFile(c), c.var.lang) }, 201),
);
