/** Pure pieces of the shared client's request logic, kept apart so they can be unit-tested. */

/**
 * The language for Accept-Language (specification, point 7): the stored i18n `selectedLang` setting,
 * else the first part of the browser language ('de-DE' -> 'de'). The API answers in that language when
 * it has it and in Turkish otherwise (lib/server/i18n.ts).
 */
export function resolveAcceptLanguage(
  storedLang: string | null | undefined,
  navigatorLanguage: string | null | undefined,
): string | null {
  if (storedLang && LANGUAGE_TAG.test(storedLang)) return storedLang;
  const first = (navigatorLanguage ?? '').split('-')[0]?.trim() ?? '';
  return LANGUAGE_TAG.test(first) ? first : null;
}

/** A BCP 47 language tag's shape: a stored value that is not one (which `Headers` may refuse) is skipped. */
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

export function bearerHeader(token: string | null | undefined): string | null {
  return token ? `Bearer ${token}` : null;
}

/** Adds Authorization and Accept-Language to a request's headers without overriding explicit ones. */
export function applyClientHeaders(
  headers: Headers,
  {
    token,
    storedLang,
    navigatorLanguage,
  }: { token: string | null; storedLang: string | null; navigatorLanguage: string | null },
): Headers {
  const auth = bearerHeader(token);
  if (auth && !headers.has('Authorization')) headers.set('Authorization', auth);
  const lang = resolveAcceptLanguage(storedLang, navigatorLanguage);
  if (lang && !headers.has('Accept-Language')) headers.set('Accept-Language', lang);
  return headers;
}

/** The prefix of every API call: NEXT_PUBLIC_API_BASE_URL, or this origin when it is empty. */
export function resolveApiPrefix(configured: string | undefined, origin: string | undefined): string {
  const base = (configured ?? '').trim() || origin || 'http://localhost';
  return `${base.replace(/\/+$/, '')}/api/`;
}

export type ResponseAction = 'removeToken' | 'logServerError' | null;

/** What the client does with a response status: 401 drops the token, 5xx is logged. */
export function responseActionFor(status: number): ResponseAction {
  if (status === 401) return 'removeToken';
  if (status >= 500) return 'logServerError';
  return null;
}
