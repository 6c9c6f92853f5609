import 'server-only';

import type { AppError } from '../errors';
import type { AppContext } from './context';

/** An upload form has a file and a field or two; more parts are not a form of ours. */
const MAX_PARTS = 16;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** `name="…"` of a part's Content-Disposition; browsers send the value as UTF-8 with " as %22. */
const param = (disposition: string, name: string) =>
  new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(disposition)?.[1]?.replace(/%22/g, '"');

/**
 * A multipart/form-data body (RFC 7578) as FormData, or null when it is not one. Found with
 * Buffer.indexOf, so a 2 MB upload takes a millisecond or two, where the fetch parser holds the
 * event loop for tens of them.
 */
function parseMultipart(body: Buffer, boundary: string): FormData | null {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const form = new FormData();
  // The first delimiter may start the body, without the line break before it.
  let at = body.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2)) ? delimiter.length - 2 : -1;
  if (at < 0) {
    at = body.indexOf(delimiter);
    if (at < 0) return null;
    at += delimiter.length;
  }
  for (let parts = 0; ; parts++) {
    if (body.toString('latin1', at, at + 2) === '--') return form;
    if (parts === MAX_PARTS || !body.subarray(at, at + 2).equals(CRLF)) return null;
    const next = body.indexOf(delimiter, at);
    const headersEnd = body.indexOf(HEADER_END, at);
    if (next < 0 || headersEnd < 0 || headersEnd + HEADER_END.length > next) return null;
    const headers = body.toString('utf8', at + 2, headersEnd);
    const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(headers)?.[1] ?? '';
    const name = param(disposition, 'name');
    if (name === undefined) return null;
    const content = body.subarray(headersEnd + HEADER_END.length, next);
    const filename = param(disposition, 'filename');
    if (filename === undefined) form.append(name, content.toString('utf8'));
    else {
      const type = /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '';
      form.append(name, new File([content as Uint8Array<ArrayBuffer>], filename, { type }));
    }
    at = next + delimiter.length;
  }
}

/**
 * The multipart `file` field, or `invalid()` thrown: a body that only claims to be multipart (no
 * boundary, cut short) is the client's mistake, not a 500. The parsed form is left in Hono's body
 * cache, so the route's c.req.parseBody() reads its other fields without parsing again.
 */
export async function multipartFile(c: AppContext, invalid: () => AppError): Promise<File> {
  const type = c.req.header('content-type') ?? '';
  const boundary = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(type);
  if (!boundary) throw invalid();
  const body = Buffer.from(await c.req.arrayBuffer());
  // Reading and parsing a large body each take a few milliseconds: other requests get a turn between.
  await new Promise(setImmediate);
  const form = parseMultipart(body, boundary[1] ?? boundary[2]!);
  if (!form) throw invalid();
  await new Promise(setImmediate);
  // Where c.req.parseBody() looks first; Hono keeps a promise there, whatever its type says.
  Object.assign(c.req.bodyCache, { formData: Promise.resolve(form) });
  const file = form.get('file');
  if (!(file instanceof File)) throw invalid();
  return file;
}
