/**
 * Turkish text helpers shared by the server (search column, sort key) and the client.
 * Pure and isomorphic: no locale data is needed, so PGlite and PostgreSQL see the same strings.
 */

/** Turkish lower-case: İ→i and I→ı, which `toLowerCase()` gets wrong for Turkish. */
export function turkishLower(text: string): string {
  return text.replace(/İ/g, 'i').replace(/I/g, 'ı').toLocaleLowerCase('tr-TR');
}

const FOLD: Record<string, string> = { ı: 'i', ğ: 'g', ü: 'u', ş: 's', ö: 'o', ç: 'c', â: 'a', î: 'i', û: 'u' };

/**
 * Folds text for search: Turkish lower-case, then the Turkish letters to their plain forms, so
 * 'Işık', 'IŞIK', 'ışık' and 'isik' all become 'isik'. Whitespace is collapsed.
 */
export function foldTurkish(text: string): string {
  return turkishLower(text)
    .normalize('NFC')
    .replace(/[ığüşöçâîû]/g, (ch) => FOLD[ch]!)
    .replace(/\s+/g, ' ')
    .trim();
}

// The Turkish alphabet (with q, w, x where Turkish collation puts them), mapped onto consecutive
// ASCII characters so a plain byte-order ("C") comparison sorts names the Turkish way.
const ALPHABET = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
const SORT_CODE = new Map([...ALPHABET].map((ch, i) => [ch, String.fromCharCode(0x40 + i)]));
const ACCENTS: Record<string, string> = { â: 'a', î: 'i', û: 'u' };

/**
 * A key that sorts in Turkish alphabetical order under any collation (PGlite ships no Turkish ICU
 * collation): Çelik after Can, Işık before İnci, Zeynep last.
 */
export function turkishSortKey(text: string): string {
  let key = '';
  for (const ch of turkishLower(text).normalize('NFC').trim()) {
    const base = ACCENTS[ch] ?? ch;
    key += SORT_CODE.get(base) ?? base;
  }
  return key;
}

const PLAIN: Record<string, string> = {
  ı: 'i',
  İ: 'I',
  ğ: 'g',
  Ğ: 'G',
  ü: 'u',
  Ü: 'U',
  ş: 's',
  Ş: 'S',
  ö: 'o',
  Ö: 'O',
  ç: 'c',
  Ç: 'C',
};

/**
 * A name as a file name's part, in plain ASCII (a download's name in Content-Disposition): the
 * Turkish letters as their plain forms, other accents dropped, every other run of characters one
 * dash, so 'Işık Yapı Ltd. Şti.' becomes 'Isik-Yapi-Ltd-Sti'. `fallback` when nothing is left.
 */
export function fileNamePart(text: string, fallback = 'dosya'): string {
  const plain = text
    .normalize('NFC')
    .replace(/[ıİğĞüÜşŞöÖçÇ]/g, (ch) => PLAIN[ch]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return plain || fallback;
}
