// The build's scripts and stylesheets as the brotli copies scripts/precompress.mjs wrote, for browsers
// that accept brotli; every other request (and any asset without a copy) goes on to Next.
import fs from 'node:fs';
import path from 'node:path';

const PREFIX = '/_next/static/';
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };

/** Whether an Accept-Encoding header takes brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return coding.trim().toLowerCase() === 'br' && (!q || Number(q.slice(2)) > 0);
    });
}

/**
 * A request handler for `staticDir` (.next/static): answers and returns true when it sent the
 * asset's brotli copy, returns false to leave the request to Next. The copies are listed once, here:
 * the build's files do not change under a running server, so no request touches the disk to find
 * one, and a path outside the folder cannot match.
 */
export function precompressedStatic(staticDir) {
  const root = path.resolve(staticDir);
  /** Absolute path of each asset that has a brotli copy → the copy's size. */
  const copies = new Map();
  for (const name of fs.readdirSync(root, { recursive: true })) {
    if (!name.endsWith('.br')) continue;
    const asset = path.join(root, name.slice(0, -'.br'.length));
    if (TYPES[path.extname(asset)]) copies.set(asset, fs.statSync(`${asset}.br`).size);
  }
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX)) return false;
    if (!acceptsBrotli(req.headers['accept-encoding'])) return false;
    let file;
    try {
      file = path.resolve(root, decodeURIComponent(req.url.slice(PREFIX.length).split('?')[0]));
    } catch {
      return false;
    }
    const size = copies.get(file);
    if (size === undefined) return false;
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)],
      'Content-Encoding': 'br',
      'Content-Length': size,
      // As Next sends its static assets: their names change with their content.
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    if (req.method === 'HEAD') res.end();
    else
      fs.createReadStream(`${file}.br`)
        .on('error', () => res.destroy())
        .pipe(res);
    return true;
  };
}
