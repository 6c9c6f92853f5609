import en from './en.json';
import tr from './tr.json';

const keysOf = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null
    ? Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('messages', () => {
  it('has the same keys in Turkish and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(tr).sort());
  });

  it('uses the same placeholders in both languages and leaves no text empty', () => {
    const lookup = (catalog: unknown, key: string) =>
      key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalog) as string;
    for (const key of keysOf(tr)) {
      const [t, e] = [lookup(tr, key), lookup(en, key)];
      expect({ key, empty: !t.trim() || !e?.trim() }).toEqual({ key, empty: false });
      expect({ key, placeholders: placeholders(e ?? '') }).toEqual({ key, placeholders: placeholders(t) });
    }
  });
});
