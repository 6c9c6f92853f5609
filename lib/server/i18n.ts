import 'server-only';

import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

export type Lang = 'tr' | 'en';
const catalogs = { tr, en } as const;

/** The first supported language of an Accept-Language header; Turkish by default. */
export function langFromHeader(header: string | null | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (tag === 'tr' || tag === 'en') return tag;
  }
  return 'tr';
}

/** Looks up `Namespace.key` and fills `{name}` placeholders; falls back to Turkish, then the key. */
export function translate(lang: Lang, path: string, params: Record<string, string | number> = {}): string {
  const lookup = (catalog: unknown) =>
    path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
  const text = lookup(catalogs[lang]) ?? lookup(catalogs.tr);
  if (typeof text !== 'string') return path;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
