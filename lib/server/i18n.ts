import 'server-only';

import { createTranslator, type AbstractIntlMessages } from 'use-intl/core';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';

export type Lang = 'tr' | 'en';

/** The first supported language of an Accept-Language header; Turkish by default. */
export function langFromHeader(header: string | null | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (tag === 'tr' || tag === 'en') return tag;
  }
  return 'tr';
}

// A translator per language, so the messages may be precompiled ICU (next.config's
// `messages.precompile` compiles every import of messages/*.json in the build) or raw ICU (tests, scripts).
const translators = {
  tr: createTranslator({ locale: 'tr', messages: tr as AbstractIntlMessages, onError: () => {} }),
  en: createTranslator({ locale: 'en', messages: en as AbstractIntlMessages, onError: () => {} }),
} as unknown as Record<Lang, Translate>;
type Translate = ((key: string, params?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean;
};

/** Formats `Namespace.key` with its ICU arguments; falls back to Turkish, then the key. */
export function translate(lang: Lang, path: string, params: Record<string, string | number> = {}): string {
  const t = translators[lang].has(path) ? translators[lang] : translators.tr.has(path) ? translators.tr : undefined;
  // Arguments as text, as the emails and files always showed them (ICU would group 2026001 as 2.026.001).
  return t ? t(path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))) : path;
}
