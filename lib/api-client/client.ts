import ky from 'ky';
import { readStoredLang } from '@/lib/i18n/client-locale';
import { applyClientHeaders, resolveApiPrefix, responseActionFor } from './headers';
import { getAccessToken, removeAccessToken } from './token-cookie';
import { renewTokenIfDue } from './token-renewal';

function browserOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The one shared HTTP client of the web app. Paths are relative to `/api/`
 * (`api.get('common/Accounts/current')`). Errors are thrown to the caller; react-query does the
 * single retry, so ky itself does not retry.
 */
export const apiPrefix = resolveApiPrefix(process.env.NEXT_PUBLIC_API_BASE_URL, browserOrigin());

export const api = ky.create({
  prefix: apiPrefix,
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        // Sign-in and the renewal itself need no fresh token.
        if (typeof window !== 'undefined' && !request.url.includes('/common/Auth/')) await renewTokenIfDue(apiPrefix);
        applyClientHeaders(request.headers, {
          token: getAccessToken(),
          storedLang: readStoredLang(storage()),
          navigatorLanguage: typeof navigator === 'undefined' ? null : navigator.language,
          interfaceLang: typeof document === 'undefined' ? null : document.documentElement.lang,
        });
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        const action = responseActionFor(response.status);
        if (action === 'removeToken') removeAccessToken();
        if (action === 'logServerError')
          console.error(`API ${request.method} ${request.url} failed with ${response.status}`);
      },
    ],
  },
});
