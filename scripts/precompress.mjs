// After `next build` (and the compile hints): writes a brotli copy (quality 11) beside every script and
// stylesheet in .next/static. server.mjs sends it to browsers that accept brotli: about 12% fewer
// bytes than the gzip Next compresses on every request, and no compression work per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const STATIC_DIR = path.resolve(process.argv[2] ?? '.next', 'static');
const COMPRESSED = /\.(js|css)$/;

let count = 0;
let raw = 0;
let brotli = 0;
for (const name of fs.readdirSync(STATIC_DIR, { recursive: true })) {
  if (!COMPRESSED.test(name)) continue;
  const file = path.join(STATIC_DIR, name);
  const body = fs.readFileSync(file);
  const compressed = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, compressed);
  count++;
  raw += body.length;
  brotli += compressed.length;
}
const kb = (n) => `${Math.round(n / 1024)} kB`;
console.log(`precompressed: ${count} scripts and stylesheets, ${kb(raw)} -> ${kb(brotli)} brotli`);
