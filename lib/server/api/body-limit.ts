import 'server-only';

import { createMiddleware } from 'hono/factory';
import { tenantModules } from '@/lib/modules/tenant-modules';
import { LOGO_MAX_BYTES } from '@/lib/schemas/tenant-settings';
import { IMPORT_MAX_BYTES, importFileTooLarge } from '../services/customers/import-limits';
import type { AppEnv } from './context';
import { AppError } from '../errors';

/** Every request body but an upload: JSON payloads of this app are a few kilobytes. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** Bytes of a streamed body read between two turns of the event loop. */
const BYTES_PER_TURN = 256 * 1024;

/** The whole stream, or `tooLarge()` thrown (and the stream cancelled) once it passes `maxSize`. */
async function readCapped(stream: ReadableStream<Uint8Array>, maxSize: number, tooLarge: () => AppError) {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let unpaused = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxSize) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
    unpaused += value.length;
    if (unpaused >= BYTES_PER_TURN) {
      unpaused = 0;
      await new Promise(setImmediate);
    }
  }
  const body = new Uint8Array(size);
  chunks.reduce((at, chunk) => (body.set(chunk, at), at + chunk.length), 0);
  return body;
}

/**
 * A cap that refuses a larger declared Content-Length before reading a byte (Node's HTTP parser holds
 * a body to the length it declares) and otherwise counts the body as it streams in. A read body is
 * left where Hono's readers look for it, so the route does not read it again.
 */
const cap = (maxSize: number, tooLarge: () => AppError) =>
  createMiddleware<AppEnv>(async (c, next) => {
    // Without a body to cap, `raw.body` is not even asked: on Hono's Node adapter it would turn the
    // request into a full Fetch Request (with its AbortSignal) on every GET.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      if (Number(declared) > maxSize) throw tooLarge();
      return next();
    }
    const body = await readCapped(raw.body, maxSize, tooLarge);
    // From its parts: on Hono's Node adapter `raw` is its own request object, which a Request
    // constructor does not take as its input.
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body });
    Object.assign(c.req.bodyCache, { arrayBuffer: Promise.resolve(body.buffer) });
    return next();
  });

const jsonLimit = cap(
  JSON_BODY_MAX_BYTES,
  () => new AppError(413, 'payload_too_large', { params: { max: JSON_BODY_MAX_BYTES / 1024 / 1024 } }),
);
/** The file plus the multipart framing and the import's other fields. */
const importLimit = cap(IMPORT_MAX_BYTES + 64 * 1024, importFileTooLarge);
/** The image as base64 in JSON, or as a multipart file. */
const logoLimit = cap(
  Math.ceil(LOGO_MAX_BYTES * 1.4) + 4096,
  () => new AppError(413, 'validation_failed', { fields: { logo: { key: 'logoTooLarge' } } }),
);

const customers = `/api/${tenantModules.CustomerManagement.api}`;
/** The only routes that take more than JSON_BODY_MAX_BYTES, by method and path, each with its own cap. */
const uploadLimits: Record<string, typeof jsonLimit> = {
  [`POST ${customers}/import/preview`]: importLimit,
  [`POST ${customers}/import/commit`]: importLimit,
  [`PUT /api/${tenantModules['tenant-settings-general'].api}/general/logo`]: logoLimit,
};

/**
 * Caps every request body before anything reads it, whatever its Content-Type claims: by a declared
 * Content-Length before reading, else while it streams in. The path is the one the router matches.
 */
export const requestBodyLimit = createMiddleware<AppEnv>((c, next) =>
  (uploadLimits[`${c.req.method} ${c.req.path}`] ?? jsonLimit)(c, next),
);
