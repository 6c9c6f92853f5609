import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';
import { ADAM7, imageProblem, logoProblem } from './logo-image';

const crc = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, sum]);
}

/** A PNG of `width`×`height` RGBA pixels (filter 0 rows), optionally Adam7-interlaced. */
function png(width: number, height: number, opts: { interlace?: boolean; rows?: Buffer; filter?: number } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, opts.interlace ? 1 : 0], 8);
  const passes = opts.interlace ? ADAM7 : [[0, 0, 1, 1]];
  const rows: Buffer[] = [];
  for (const [xs, ys, dx, dy] of opts.rows ? [] : passes) {
    const w = Math.ceil((width - xs!) / dx!);
    const n = Math.ceil((height - ys!) / dy!);
    if (w > 0) for (let i = 0; i < n; i++) rows.push(Buffer.alloc(1 + w * 4, 0x80).fill(opts.filter ?? 0, 0, 1));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', opts.rows ?? deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const segment = (marker: number, body: number[]) =>
  Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), Buffer.from(body)]);

/** A 1×1 grey baseline JPEG: one quantisation table, one-code Huffman tables, one scan. */
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8]),
  segment(0xdb, [0x00, ...Array(64).fill(1)]),
  segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
  segment(0xc4, [0x00, 1, ...Array(15).fill(0), 0]),
  segment(0xc4, [0x10, 1, ...Array(15).fill(0), 0]),
  segment(0xda, [1, 1, 0x00, 0, 63, 0]),
  Buffer.from([0x3f, 0xff, 0xd9]),
]);

/** A lossless WEBP's RIFF frame around a VP8L chunk (its bitstream is not decoded). */
function webp(chunkType = 'VP8L', body = Buffer.from([0x2f, 0, 0, 0, 0])) {
  const inner = Buffer.concat([Buffer.from(chunkType, 'latin1'), Buffer.alloc(4), body]);
  inner.writeUInt32LE(body.length, 4);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(4 + inner.length, 4);
  return Buffer.concat([head, inner]);
}

/** `n` zero bytes deflated as a stream, never all in memory. */
async function deflateZeros(n: number): Promise<Buffer> {
  const deflate = createDeflate();
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const block = Buffer.alloc(1 << 20);
  for (let left = n; left > 0; left -= block.length)
    if (!deflate.write(block.subarray(0, Math.min(left, block.length)))) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

describe('imageProblem', () => {
  it('reads well-formed PNG (plain and interlaced), JPEG and WEBP', async () => {
    expect(await imageProblem(png(3, 2), 'image/png')).toBeNull();
    expect(await imageProblem(png(13, 9, { interlace: true }), 'image/png')).toBeNull();
    expect(await imageProblem(jpeg, 'image/jpeg')).toBeNull();
    expect(await imageProblem(webp(), 'image/webp')).toBeNull();
  });

  it.each([
    ['the PNG signature and nothing else', png(2, 2).subarray(0, 8)],
    ['a PNG cut short', png(2, 2).subarray(0, 40)],
    ['image data that is not zlib', png(2, 2, { rows: Buffer.from('not zlib at all') })],
    ['fewer rows than the header says', png(2, 2, { rows: deflateSync(Buffer.alloc(9)) })],
    ['an unknown row filter', png(2, 2, { filter: 9 })],
    ['a chunk whose CRC does not match', Buffer.from(png(2, 2)).fill(0, 29, 33)],
  ])('refuses %s', async (_, bytes) => {
    expect(await imageProblem(bytes, 'image/png')).toEqual(expect.any(String));
  });

  it.each([
    ['JPEG magic bytes and zeros', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)])],
    ['a JPEG cut in its scan', jpeg.subarray(0, jpeg.length - 3)],
    // SOI (2 bytes) and the DQT segment (69), then the 13 bytes of the frame header.
    ['a JPEG without a frame header', Buffer.concat([jpeg.subarray(0, 71), jpeg.subarray(84)])],
  ])('refuses %s', async (_, bytes) => {
    expect(await imageProblem(bytes, 'image/jpeg')).toEqual(expect.any(String));
  });

  it('refuses a WEBP whose RIFF size or image chunk is wrong', async () => {
    expect(await imageProblem(webp().subarray(0, 20), 'image/webp')).toEqual(expect.any(String));
    expect(await imageProblem(webp('VP8L', Buffer.from([0, 0, 0, 0, 0])), 'image/webp')).toEqual(expect.any(String));
    expect(await imageProblem(webp('EXIF'), 'image/webp')).toBe('no image chunk');
  });

  it('checks a large image row by row as it inflates', async () => {
    // 6000×6000 RGBA: 144 MB of rows from about 140 KB; the last row is one byte short.
    const rows = await deflateZeros(6000 * (1 + 6000 * 4) - 1);
    expect(rows.length).toBeLessThan(512 * 1024);
    expect(await imageProblem(png(6000, 6000, { rows }), 'image/png')).toBe('image data ends early');
  }, 60_000);
});

describe('logoProblem', () => {
  it('has pdfmake draw PNG and JPEG logos', async () => {
    expect(await logoProblem(png(3, 2), 'image/png')).toBeNull();
    expect(await logoProblem(jpeg, 'image/jpeg')).toBeNull();
  });
});
