// Production server: a plain Node HTTP server in front of Next and of the API, so the client address
// that reaches both is the socket's peer unless TRUST_PROXY says a reverse proxy sets it. (`next
// start` passes a client-sent X-Forwarded-For through untouched, which would let anyone choose the
// address the login rate limit counts.) The build's scripts and stylesheets go out as the brotli
// copies `npm run build` wrote (scripts/precompressed-static.mjs), not gzipped per request.
// Everything else is compressed here, brotli when accepted (scripts/compressed-responses.mjs).
// /api/* goes straight to the Hono app through Hono's Node adapter (scripts/request-handler.mjs):
// Next's route handler in the path capped even a database-free call at about 520 req/s on two
// cores. `next dev` keeps the catch-all route (app/api/[[...route]]) for the same app.
import { createServer } from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import next from 'next';
import { precompressedStatic } from './scripts/precompressed-static.mjs';
import { requestHandler } from './scripts/request-handler.mjs';
import { secretProblem } from './scripts/secret-check.mjs';

const port = Number(process.env.PORT ?? 3000);

// Next would load .env.local only inside next(); the secret must be checked before anything starts.
nextEnv.loadEnvConfig(process.cwd(), false);
const problem = secretProblem(process.env.AUTH_SECRET);
if (problem) {
  console.error(
    `Cari will not start: ${problem}. Set a random value of 32 bytes or more (npm start generates one into .env.local).`,
  );
  process.exit(1);
}

// instrumentation.ts hands over the API app once it has opened the database; Next starts it while
// preparing but does not wait for it, so the server listens only after both.
const apiProvided = new Promise((resolve) => (globalThis.__cariProvideApi = resolve));
const app = next({ dev: false, hostname: 'localhost', port });
await app.prepare();

const handler = requestHandler({
  api: await apiProvided,
  pages: app.getRequestHandler(),
  serveStatic: precompressedStatic(path.join(process.cwd(), '.next', 'static')),
  trustProxy: ['1', 'true'].includes(process.env.TRUST_PROXY ?? ''),
  // The former path of the API, through Next's route handler: the bench's baseline (scripts/bench-pg.ts).
  apiThroughNext: process.env.CARI_API_THROUGH_NEXT === '1',
});
createServer(handler).listen(port, () => {
  console.log(`Cari is listening on http://localhost:${port}`);
});
