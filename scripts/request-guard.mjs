// Requests server.mjs answers itself, before Next: a header Next would fail on with an
// unauthenticated 500 (and a stack trace in the log) gets a 400 instead.
import { createRequire } from 'node:module';
import path from 'node:path';

/** Next's own limit for the header: about 2,000 route segments. */
const MAX_LENGTH = 20 * 2000;

/**
 * Next's own parser of the header, which throws on anything it would not take, when the installed
 * Next still has it where this looks; without it the checks below stand alone.
 */
const nextParse = (() => {
  try {
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    return require('next/dist/server/app-render/parse-and-validate-flight-router-state.js')
      .parseAndValidateFlightRouterState;
  } catch {
    return undefined;
  }
})();

/** A router state tree as far as its shape is stable: [segment, { slot: tree… }, …]. */
function isTree(value, depth = 0) {
  if (!Array.isArray(value) || value.length < 2 || depth > 100) return false;
  const [segment, slots] = value;
  if (typeof segment !== 'string' && !Array.isArray(segment)) return false;
  if (typeof slots !== 'object' || slots === null || Array.isArray(slots)) return false;
  return Object.values(slots).every((child) => isTree(child, depth + 1));
}

/**
 * Whether a Next-Router-State-Tree header value is one Next can read: URI-encoded JSON of a tree,
 * within Next's size limit (and, when available, accepted by Next's own parser). Absent is fine.
 */
export function routerStateTreeValid(value) {
  if (value === undefined) return true;
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return false;
  let tree;
  try {
    tree = JSON.parse(decodeURIComponent(value));
  } catch {
    return false;
  }
  if (!isTree(tree)) return false;
  if (!nextParse) return true;
  try {
    nextParse(value);
    return true;
  } catch {
    return false;
  }
}

/** Answers 400 to a request whose Next-Router-State-Tree header Next could not read; true when it did. */
export function refuseMalformedRequest(req, res) {
  if (routerStateTreeValid(req.headers['next-router-state-tree'])) return false;
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('Bad Request: malformed Next-Router-State-Tree header');
  return true;
}
