import { decodeText, hasUnreadable } from './text-encoding';

const turkish = 'Tür;Ad / Unvan\r\nKurumsal;Şişli Ağaç İşleri Iğdır ığ ÇÖÜ çöü';

/** Windows-1254 bytes of a text, written out by hand so the test does not use the decoder it checks. */
function windows1254(text: string): Uint8Array {
  const map: Record<string, number> = { ş: 0xfe, Ş: 0xde, ğ: 0xf0, Ğ: 0xd0, İ: 0xdd, ı: 0xfd, ç: 0xe7, Ç: 0xc7 };
  Object.assign(map, { ö: 0xf6, Ö: 0xd6, ü: 0xfc, Ü: 0xdc });
  return Uint8Array.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
}

function utf16(text: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const units = [...(bom ? '\uFEFF' : ''), ...text].map((c) => c.charCodeAt(0));
  const bytes = new Uint8Array(units.length * 2);
  const view = new DataView(bytes.buffer);
  units.forEach((u, i) => view.setUint16(i * 2, u, littleEndian));
  return bytes;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeText', () => {
  it.each([
    ['UTF-8 with a BOM', Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(turkish)]), 'utf-8', true],
    ['UTF-8 without a BOM', utf8(turkish), 'utf-8', false],
    ['UTF-16 LE with a BOM (Excel "Unicode Text")', utf16(turkish, true, true), 'utf-16le', true],
    ['UTF-16 BE with a BOM', utf16(turkish, false, true), 'utf-16be', true],
    ['UTF-16 LE without a BOM', utf16(turkish, true, false), 'utf-16le', false],
    ['Windows-1254 (Excel "CSV" on a Turkish Windows)', windows1254(turkish), 'windows-1254', false],
  ])('reads %s with its Turkish letters', (_label, bytes, encoding, bom) => {
    const decoded = decodeText(bytes);
    expect(decoded).toEqual({ text: turkish, encoding, bom, unreadable: 0 });
  });

  it('reads plain ASCII as UTF-8', () => {
    expect(decodeText(utf8('a;b\r\n1;2'))).toMatchObject({ text: 'a;b\r\n1;2', encoding: 'utf-8' });
  });

  it('counts characters nobody typed: U+FFFD in a garbled file and Windows-1254 unassigned bytes', () => {
    expect(decodeText(utf8('Ad\r\nS\uFFFDle \uFFFDak\uFFFDr')).unreadable).toBe(3);
    // 0x81 and 0x8D are unassigned in Windows-1254; the decoder maps them to C1 controls.
    const odd = decodeText(Uint8Array.from([0x41, 0x81, 0xfe, 0x8d]));
    expect(odd).toMatchObject({ encoding: 'windows-1254', unreadable: 2 });
    expect(hasUnreadable(odd.text)).toBe(true);
    expect(hasUnreadable('Şule Çakır')).toBe(false);
  });
});
