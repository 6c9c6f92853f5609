import ky from 'ky';
import { readStoredLang } from '@/lib/i18n/client-locale';
import { applyClientHeaders, responseActionFor } from './headers';
import { getAccessToken, removeAccessToken } from './token-cookie';
import { renewTokenIfDue } from './token-renewal';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The ky instance behind `api` (client.ts), which loads this module with a page's first request. */
export const createHttp = (apiPrefix: string) =>
  ky.create({
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
