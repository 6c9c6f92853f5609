// What server.mjs does with each request, in order: refuse what Next would fail on, serve the
// build's precompressed files, fix the client address unless a trusted proxy set it, and compress
// the answer of the API (the Hono app through its Node adapter) or of a page (Next).
import { getRequestListener } from '@hono/node-server';
import { setClientAddress } from './client-address.mjs';
import { compressedResponses } from './compressed-responses.mjs';
import { refuseMalformedRequest } from './request-guard.mjs';

const isApiPath = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * @param {{
 *   api: { fetch: (request: Request) => Response | Promise<Response> },
 *   pages: import('node:http').RequestListener,
 *   serveStatic?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean,
 *   trustProxy: boolean,
 *   apiThroughNext?: boolean,
 * }} options `apiThroughNext`: the former path of the API, through Next's route handler (the bench's baseline)
 * @returns {import('node:http').RequestListener}
 */
export function requestHandler({ api, pages, serveStatic = () => false, trustProxy, apiThroughNext = false }) {
  // Hono's own Request and Response stay out of the globals: Next shares this process.
  const handleApi = getRequestListener(api.fetch, { overrideGlobalObjects: false });
  const compressPage = compressedResponses();
  const compressApi = compressedResponses({ quality: 4 });
  return (req, res) => {
    // A malformed Next-Router-State-Tree would make Next answer 500 with a stack trace in the log.
    if (refuseMalformedRequest(req, res)) return;
    if (serveStatic(req, res)) return;
    if (!trustProxy) setClientAddress(req);
    if (!apiThroughNext && isApiPath(req.url)) compressApi(req, res, () => handleApi(req, res));
    else compressPage(req, res, () => pages(req, res));
  };
}
