// Production server: Next's request handler behind a plain Node HTTP server, so the client address
// that reaches the API is the socket's peer unless TRUST_PROXY says a reverse proxy sets it.
// (`next start` passes a client-sent X-Forwarded-For through untouched, which would let anyone
// choose the address the login rate limit counts.) The build's scripts and stylesheets go out as the
// brotli copies `npm run build` wrote (scripts/precompressed-static.mjs), not gzipped per request.
// Everything else is compressed here, brotli when accepted (scripts/compressed-responses.mjs).
import { createServer } from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import next from 'next';
import { compressedResponses } from './scripts/compressed-responses.mjs';
import { precompressedStatic } from './scripts/precompressed-static.mjs';
import { refuseMalformedRequest } from './scripts/request-guard.mjs';
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
const compress = compressedResponses();

createServer((req, res) => {
  // A malformed Next-Router-State-Tree would make Next answer 500 with a stack trace in the log.
  if (refuseMalformedRequest(req, res)) return;
  if (serveStatic(req, res)) return;
  if (!trustProxy) req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
  compress(req, res, () => handle(req, res));
}).listen(port, () => {
  console.log(`Cari is listening on http://localhost:${port}`);
});
