import { I18N_STORAGE_KEY, isLocale, LOCALE_COOKIE, type Locale } from './config';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Reads `selectedLang` from the JSON stored under the `i18n` localStorage key. */
export function readStoredLang(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    const raw = storage?.getItem(I18N_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const lang = (parsed as { selectedLang?: unknown } | null)?.selectedLang;
    return typeof lang === 'string' && lang ? lang : null;
  } catch {
    return null;
  }
}

export function writeStoredLang(storage: Pick<Storage, 'getItem' | 'setItem'>, lang: Locale): void {
  let current: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(I18N_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') current = parsed as Record<string, unknown>;
  } catch {
    // a corrupt value is replaced
  }
  storage.setItem(I18N_STORAGE_KEY, JSON.stringify({ ...current, selectedLang: lang }));
}

/** The language the user chose on this device (the locale cookie), or null when none was chosen. */
export function readChosenLocale(cookieString: string): Locale | null {
  for (const part of cookieString.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** Stores the language where both the server (cookie) and the API client (localStorage) read it. */
export function persistLocale(lang: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  try {
    writeStoredLang(window.localStorage, lang);
  } catch {
    // storage can be unavailable (private mode); the cookie still switches the interface
  }
}
