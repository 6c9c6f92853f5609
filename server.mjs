// Production server: Next's request handler behind a plain Node HTTP server, so the client address
// that reaches the API is the socket's peer unless TRUST_PROXY says a reverse proxy sets it.
// (`next start` passes a client-sent X-Forwarded-For through untouched, which would let anyone
// choose the address the login rate limit counts.) The build's scripts and stylesheets go out as the
// brotli copies `npm run build` wrote (scripts/precompressed-static.mjs), not gzipped per request.
// Everything else is compressed here rather than by Next (`compress: false` in next.config): Next's
// compression only speaks gzip, this one answers brotli when the browser accepts it.
import { createServer } from 'node:http';
import path from 'node:path';
import { Duplex } from 'node:stream';
import { constants } from 'node:zlib';
import nextEnv from '@next/env';
import compression from 'compression';
import next from 'next';
import { precompressedStatic } from './scripts/precompressed-static.mjs';
import { secretProblem } from './scripts/secret-check.mjs';

const port = Number(process.env.PORT ?? 3000);
const trustProxy = ['1', 'true'].includes(process.env.TRUST_PROXY ?? '');

// Next would load .env.local only inside next(); the secret must be checked before anything starts.
nextEnv.loadEnvConfig(process.cwd(), false);
const problem = secretProblem(process.env.AUTH_SECRET);
if (problem) {
  console.error(
    `Cari will not start: ${problem}. Set a random value of 32 bytes or more (npm start generates one into .env.local).`,
  );
  process.exit(1);
}

const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const serveStatic = precompressedStatic(path.join(process.cwd(), '.next', 'static'));
// Quality 5: a list page's HTML comes out 9% smaller than gzip's for the same CPU (about 4 ms for
// 400 kB); the default 4 is no smaller than gzip, 8 and above cost several times more.
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  // Next hands route handlers' headers over as arrays, and the default filter takes an array
  // Content-Type for an incompressible one: the API's JSON went out uncompressed, Next's gzip too.
  filter(req, res) {
    const type = res.getHeader('Content-Type');
    if (Array.isArray(type)) res.setHeader('Content-Type', type.join(', '));
    return compression.filter(req, res);
  },
});

/**
 * When the client leaves before the end, the middleware never ends its zlib stream, which then
 * outlives the response (Next guards its own the same way). The middleware's `res.on('drain')`
 * hands back that stream.
 */
function releaseCompressionOnClose(res) {
  res.once('close', () => {
    if (res.writableFinished) return;
    const noop = () => {};
    const stream = res.on('drain', noop);
    if (stream instanceof Duplex && stream !== res) stream.destroy();
    else res.off('drain', noop);
  });
}

createServer((req, res) => {
  if (serveStatic(req, res)) return;
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
  compress(req, res, () => handle(req, res));
  releaseCompressionOnClose(res);
}).listen(port, () => {
  console.log(`Cari is listening on http://localhost:${port}`);
});
