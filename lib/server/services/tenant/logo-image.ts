import 'server-only';

import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflate } from 'node:zlib';
import { renderPdf } from '../../pdf/render';

/**
 * Structure checks of an uploaded logo, deep enough that a file with the right first bytes but a
 * broken body is refused on upload: every PDF and PDF mail of the tenant draws the logo, and one
 * pdfmake cannot read failed them all. PNG: chunk lengths and CRCs, a sane header, and image data
 * that inflates to exactly the rows the header promises, each with a known filter. JPEG: the marker
 * segments up to the end of image, with a frame header and a scan. WEBP (shown on screens only): the
 * RIFF chunks. No decoder dependency: the pixels themselves are not computed.
 */
export async function imageProblem(bytes: Uint8Array, type: string): Promise<string | null> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (type === 'image/png') return await pngProblem(data);
    if (type === 'image/jpeg') return jpegProblem(data);
    if (type === 'image/webp') return webpProblem(data);
    return `unsupported type ${type}`;
  } catch (error) {
    // A read past the end (RangeError) or a broken zlib stream.
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Why a logo cannot be used, or null: its structure (imageProblem), then, for the types documents
 * draw, pdfmake itself drawing it on a page, the same way every PDF will.
 */
export async function logoProblem(bytes: Uint8Array, type: string): Promise<string | null> {
  const problem = await imageProblem(bytes, type);
  if (problem || (type !== 'image/png' && type !== 'image/jpeg')) return problem;
  try {
    await renderPdf({
      content: [{ image: `data:${type};base64,${Buffer.from(bytes).toString('base64')}`, width: 10 }],
    });
    return null;
  } catch (error) {
    return `pdfmake: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** At most 100 megapixels: a 512 KB file cannot hold a sensible logo larger than that. */
const MAX_PIXELS = 100_000_000;
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: x start, y start, x step, y step. */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function pngProblem(data: Buffer): Promise<string | null> {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'no PNG signature';
  let pos = 8;
  let header: { width: number; height: number; depth: number; color: number; interlace: number } | null = null;
  let palette = false;
  let ended = false;
  const idat: Buffer[] = [];
  while (!ended) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    if (length > 0x7fffffff || pos + 12 + length > data.length) return `chunk ${type} runs past the end`;
    if (crc32(data.subarray(pos + 4, pos + 8 + length)) !== data.readUInt32BE(pos + 8 + length))
      return `chunk ${type} fails its CRC`;
    const body = data.subarray(pos + 8, pos + 8 + length);
    if (!header && type !== 'IHDR') return 'IHDR is not the first chunk';
    if (type === 'IHDR') {
      if (header || length !== 13) return 'malformed IHDR';
      const [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      header = { width, height, depth: body[8]!, color: body[9]!, interlace: body[12]! };
      if (!header.width || !header.height || header.width * header.height > MAX_PIXELS) return 'bad dimensions';
      if (!PNG_DEPTHS[header.color]?.includes(header.depth)) return 'bad bit depth or colour type';
      if (body[10] !== 0 || body[11] !== 0 || header.interlace > 1) return 'unknown compression, filter or interlace';
    } else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') ended = true;
    pos += 12 + length;
  }
  if (!header || !idat.length) return 'no image data';
  if (header.color === 3 && !palette) return 'palette image without PLTE';
  return scanlinesProblem(Buffer.concat(idat), header);
}

/** Inflates the image data as a stream (a bomb never sits in memory) and checks every row's filter byte. */
async function scanlinesProblem(
  idat: Buffer,
  h: { width: number; height: number; depth: number; color: number; interlace: number },
): Promise<string | null> {
  const bitsPerPixel = h.depth * PNG_CHANNELS[h.color]!;
  const passes = h.interlace ? ADAM7 : [[0, 0, 1, 1]];
  const rows: number[] = []; // the length of each row in order, filter byte included
  for (const [xs, ys, dx, dy] of passes) {
    const w = Math.ceil((h.width - xs!) / dx!);
    const n = Math.ceil((h.height - ys!) / dy!);
    if (w > 0) for (let i = 0; i < n; i++) rows.push(1 + Math.ceil((w * bitsPerPixel) / 8));
  }
  let row = 0;
  let next = 0; // offset of the next row's filter byte within the stream
  let seen = 0;
  let problem: string | null = null;
  const check = new Writable({
    write(chunk: Buffer, _encoding, done) {
      while (!problem && row < rows.length && next < seen + chunk.length) {
        if (chunk[next - seen]! > 4) problem = `unknown filter in row ${row}`;
        next += rows[row++]!;
      }
      seen += chunk.length;
      done(problem ? new Error(problem) : null);
    },
  });
  await pipeline(Readable.from([idat]), createInflate(), check);
  if (row < rows.length || seen < next) return 'image data ends early';
  return null;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Frame headers (SOF0–SOF15 but DHT, JPG and DAC) and the segments that carry no length. */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7);

function jpegProblem(data: Buffer): string | null {
  if (data.readUInt16BE(0) !== 0xffd8) return 'no start of image';
  let pos = 2;
  let frame = false;
  let tables = false;
  let scan = false;
  while (pos < data.length) {
    if (data[pos] !== 0xff) return `no marker at ${pos}`;
    while (data[pos] === 0xff) pos++; // fill bytes
    const marker = data[pos++]!;
    if (marker === 0xd9) return frame && tables && scan ? null : 'image ends before its frame, tables or scan';
    if (isStandalone(marker)) continue;
    if (marker === 0xd8 || marker === 0x00) return `unexpected marker ${marker}`;
    const length = data.readUInt16BE(pos);
    if (length < 2 || pos + length > data.length) return `segment ${marker} runs past the end`;
    const body = data.subarray(pos + 2, pos + length);
    if (isFrame(marker)) {
      const components = body[5]!;
      if (frame || body.length !== 6 + 3 * components || ![1, 3, 4].includes(components)) return 'malformed frame';
      if (!body.readUInt16BE(1) || !body.readUInt16BE(3)) return 'bad dimensions';
      frame = true;
    } else if (marker === 0xdb) tables = true;
    pos += length;
    if (marker === 0xda) {
      if (!frame || body.length !== 4 + 2 * body[0]!) return 'malformed scan';
      scan = true;
      // Entropy-coded data up to the next marker that is neither a stuffed 0x00 nor a restart.
      while (pos < data.length && !(data[pos] === 0xff && data[pos + 1] !== 0 && !isStandalone(data[pos + 1]!))) pos++;
    }
  }
  return 'no end of image';
}

function webpProblem(data: Buffer): string | null {
  if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP')
    return 'no RIFF WEBP header';
  const size = data.readUInt32LE(4);
  if (size + 8 > data.length || size < 12) return 'RIFF size past the end';
  let pos = 12;
  let image = false;
  while (pos + 8 <= size + 8) {
    const type = data.toString('latin1', pos, pos + 4);
    const length = data.readUInt32LE(pos + 4);
    if (pos + 8 + length > size + 8) return `chunk ${type} runs past the end`;
    if (type === 'VP8 ') {
      if (length < 10 || data.readUIntBE(pos + 11, 3) !== 0x9d012a) return 'malformed VP8';
      image = true;
    } else if (type === 'VP8L') {
      if (length < 5 || data[pos + 8] !== 0x2f) return 'malformed VP8L';
      image = true;
    } else if (type === 'ANMF') image = true;
    pos += 8 + length + (length % 2);
  }
  return image ? null : 'no image chunk';
}
