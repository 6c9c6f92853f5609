/** Locales of the interface; Turkish is the default and complete language. */
export const locales = ['tr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'tr';

/** The cookie the server reads the locale from (no locale routing). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** The localStorage key the shared API client reads `selectedLang` from. */
export const I18N_STORAGE_KEY = 'i18n';
export const TIME_ZONE = 'Europe/Istanbul';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function resolveLocale(value: string | undefined | null): Locale {
  return isLocale(value) ? value : defaultLocale;
}
