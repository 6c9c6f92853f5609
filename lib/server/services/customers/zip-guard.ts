import 'server-only';

import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * A guarded way into an uploaded .xlsx (a zip): entries are listed from the central directory before
 * anything is inflated, and every inflate is cut off at the size the directory declared, since a
 * zip's headers can lie. A 400 KB zip can otherwise expand to hundreds of megabytes.
 */
export class ZipTooLargeError extends Error {}
export class ZipInvalidError extends Error {}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  dataOffset: number;
}

/** Inflated bytes per chunk: what a reader parses in one turn of the event loop stays a millisecond or two. */
const CHUNK_BYTES = 4 * 1024;
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries of a zip held in memory, read from its central directory; nothing is inflated. */
export function listZipEntries(zip: Buffer): ZipEntry[] {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new ZipInvalidError('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipInvalidError('bad central directory');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    // Sizes of 0xFFFFFFFF mean zip64: an upload of a few megabytes has no honest use for it.
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw new ZipTooLargeError(name);
    if (flags & 1 || (method !== 0 && method !== 8)) throw new ZipInvalidError(`unsupported entry ${name}`);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw new ZipInvalidError('bad local header');
    const dataOffset = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (dataOffset + compressedSize > zip.length) throw new ZipInvalidError('entry past the end');
    entries.push({ name, method, compressedSize, size, dataOffset });
  }
  return entries;
}

/** The entry's bytes in chunks; throws ZipTooLargeError as soon as more than `limit` bytes come out. */
export async function* inflateEntry(zip: Buffer, entry: ZipEntry, limit = entry.size): AsyncGenerator<Buffer> {
  const data = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > limit) throw new ZipTooLargeError(entry.name);
    // In chunks, as a deflated entry comes: a reader parses one at a time.
    for (let at = 0; at < data.length; at += CHUNK_BYTES) yield data.subarray(at, at + CHUNK_BYTES);
    return;
  }
  // zlib runs off the event loop and respects backpressure, so memory stays at a few chunks.
  const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflate.end(data);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) throw new ZipTooLargeError(entry.name);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw error;
    throw new ZipInvalidError(`cannot inflate ${entry.name}`);
  } finally {
    inflate.destroy();
  }
}

/** Inflates the entry into nothing, to prove it yields exactly its declared size. */
export async function verifyEntry(zip: Buffer, entry: ZipEntry): Promise<void> {
  let total = 0;
  for await (const chunk of inflateEntry(zip, entry)) total += chunk.length;
  if (total !== entry.size) throw new ZipInvalidError(`${entry.name} is shorter than declared`);
}

export type StoredPart = { name: string; entry: ZipEntry } | { name: string; content: Buffer };

function localHeader(name: Buffer, size: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL, 0);
  header.writeUInt16LE(20, 4); // version needed
  header.writeUInt16LE(0x800, 6); // UTF-8 names
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(0x21, 12); // 1980-01-01
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** The length of `bytes` up to the start of a UTF-8 character that runs past its end. */
function wholeCharacters(bytes: Buffer): number {
  let start = bytes.length - 1;
  // Continuation bytes (10xxxxxx) lead back to the last character's first byte.
  while (start > 0 && bytes.length - start < 4 && (bytes[start]! & 0xc0) === 0x80) start--;
  const first = bytes[start] ?? 0;
  const length = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1;
  return start + length > bytes.length ? start : bytes.length;
}

/**
 * A stored (uncompressed) zip stream of the given parts, for a streaming zip reader that trusts
 * local headers: each header carries the verified size and each entry is inflated only as it is read.
 * Call verifyEntry on every entry first, so the stream cannot fail halfway.
 */
export function storedZipStream(zip: Buffer, parts: StoredPart[]): Readable {
  async function* generate() {
    for (const part of parts) {
      const name = Buffer.from(part.name, 'utf8');
      if ('content' in part) {
        yield localHeader(name, part.content.length);
        yield part.content;
      } else {
        yield localHeader(name, part.entry.size);
        let rest: Buffer = Buffer.alloc(0);
        for await (const inflated of inflateEntry(zip, part.entry)) {
          // exceljs decodes each chunk as text on its own: a character must not straddle two.
          const chunk = rest.length ? Buffer.concat([rest, inflated]) : inflated;
          const end = wholeCharacters(chunk);
          rest = chunk.subarray(end);
          if (end) yield chunk.subarray(0, end);
          // The reader parses a chunk per turn of the event loop, so other requests get theirs in between.
          await new Promise(setImmediate);
        }
        if (rest.length) yield rest;
      }
    }
  }
  return Readable.from(generate(), { objectMode: false });
}
