import 'server-only';

import { afterCommit } from './after-commit';
import type { AppContext } from './context';

export interface ServedFile {
  body: Uint8Array<ArrayBuffer> | string;
  fileName: string;
  contentType: string;
}

/** A generated file (PDF, CSV, Excel) as the answer, never cached: 'attachment' downloads it, 'inline' shows it. */
export function fileResponse(c: AppContext, file: ServedFile, disposition: 'attachment' | 'inline' = 'attachment') {
  return c.body(file.body, 200, {
    'content-type': file.contentType,
    'content-disposition': `${disposition}; filename="${file.fileName}"`,
    'cache-control': 'no-store',
  });
}

/**
 * A file made from data the handler has already read, rendered only once the request's database work
 * is over (after-commit.ts), so a slow PDF or workbook holds no connection; a failed render answers
 * the usual error.
 */
export function deferredFileResponse<T>(
  c: AppContext,
  loaded: T,
  render: (loaded: T) => Promise<ServedFile>,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return afterCommit(c, async () => fileResponse(c, await render(loaded), disposition));
}

/** The media types of the files served here, for a route's doc({ produces }). */
export const mediaTypes = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xml: 'application/xml',
  zip: 'application/zip',
  images: ['image/png', 'image/jpeg', 'image/webp'],
} as const;

/** A rendered PDF as a served file. */
export const pdfFile = (pdf: Uint8Array, fileName: string): ServedFile => ({
  body: new Uint8Array(pdf),
  fileName,
  contentType: mediaTypes.pdf,
});

/** A document shown in the browser's tab unless the query asks `download=1`. */
export const askedDisposition = (c: AppContext) => (c.req.query('download') === '1' ? 'attachment' : 'inline');
