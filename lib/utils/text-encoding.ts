/**
 * Text files from Turkish offices come in several encodings: Excel's "CSV UTF-8" (with a BOM),
 * its plain "CSV" on a Turkish Windows (Windows-1254, which browsers also use for ISO-8859-9),
 * "Unicode Text" (UTF-16 LE with a BOM) and UTF-8 without a BOM from other tools. We cannot ask
 * the user, so the bytes decide.
 */
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1254';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** Whether a byte order mark named the encoding (otherwise it was inferred). */
  bom: boolean;
  /**
   * Characters that cannot be what the author typed: U+FFFD (a decoder gave up, or the file was
   * already garbled when saved) and C1 control characters (Windows-1254's unassigned bytes).
   */
  unreadable: number;
}

const UNREADABLE = /[\uFFFD\u0080-\u009F]/g;

/** Counts the characters `UNREADABLE` matches. */
export function countUnreadable(text: string): number {
  return text.match(UNREADABLE)?.length ?? 0;
}

/** Whether a text holds a character no one typed (see `DecodedText.unreadable`). */
export function hasUnreadable(text: string): boolean {
  return /[\uFFFD\u0080-\u009F]/.test(text);
}

/**
 * UTF-16 without a BOM: mostly-Latin text has a zero in every other byte. A quarter of the pairs is
 * far beyond what any 8-bit text has (zero bytes do not occur in CSV at all).
 */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.floor(Math.min(bytes.length, 4096) / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs / 4 && evenZeros === 0) return 'utf-16le';
  if (evenZeros > pairs / 4 && oddZeros === 0) return 'utf-16be';
  return null;
}

/**
 * Decodes a text file: a BOM decides first (UTF-8, UTF-16 LE/BE), then UTF-16 by its zero bytes,
 * then strict UTF-8 (any invalid sequence means it is not UTF-8), and what is left is read as
 * Windows-1254 — the only other encoding a Turkish spreadsheet saves text in. The BOM is dropped.
 */
export function decodeText(input: ArrayBuffer | Uint8Array): DecodedText {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const decode = (encoding: TextEncodingName, bom: boolean, fatal = false): DecodedText => {
    const text = new TextDecoder(encoding, { fatal }).decode(
      bom ? bytes.subarray(encoding === 'utf-8' ? 3 : 2) : bytes,
    );
    return { text, encoding, bom, unreadable: countUnreadable(text) };
  };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode('utf-8', true);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode('utf-16le', true);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode('utf-16be', true);
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return decode(utf16, false);
  try {
    return decode('utf-8', false, true);
  } catch {
    return decode('windows-1254', false);
  }
}
