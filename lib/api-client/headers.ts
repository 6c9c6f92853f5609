/** Pure pieces of the shared client's request logic, kept apart so they can be unit-tested. */

/**
 * The language for Accept-Language: the interface's own (the page's `<html lang>`, which the server
 * chose), so the API's toasts speak the language on screen; else the stored selectedLang, else the
 * first part of the browser language. (The stored value or the browser's alone could differ from the
 * interface: a cleared cookie, another user's localStorage, a browser language the app lacks.)
 */
export function resolveAcceptLanguage(
  storedLang: string | null | undefined,
  navigatorLanguage: string | null | undefined,
  interfaceLang?: string | null,
): string | null {
  if (interfaceLang === 'tr' || interfaceLang === 'en') return interfaceLang;
  if (storedLang) return storedLang;
  const first = (navigatorLanguage ?? '').split('-')[0]?.trim();
  return first ? first : null;
}

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
    interfaceLang = null,
  }: {
    token: string | null;
    storedLang: string | null;
    navigatorLanguage: string | null;
    interfaceLang?: string | null;
  },
): Headers {
  const auth = bearerHeader(token);
  if (auth && !headers.has('Authorization')) headers.set('Authorization', auth);
  const lang = resolveAcceptLanguage(storedLang, navigatorLanguage, interfaceLang);
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
