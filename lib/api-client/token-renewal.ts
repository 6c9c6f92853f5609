import { getAccessToken, setAccessToken } from './token-cookie';

/** Renew when less than this is left, so no request leaves with a token that expires on the way. */
const RENEW_BEFORE_SECONDS = 120;

/** Seconds left on a JWT, from its exp claim read without verifying (only to decide when to renew). */
export function secondsLeft(token: string, now = Date.now()): number | null {
  try {
    const part = token.split('.')[1]!.replaceAll('-', '+').replaceAll('_', '/');
    const exp: unknown = JSON.parse(atob(part)).exp;
    return typeof exp === 'number' ? exp - now / 1000 : null;
  } catch {
    return null;
  }
}

let pending: Promise<void> | null = null;

/**
 * Renews the short access token through the HttpOnly refresh cookie when it is about to expire
 * (one request however many callers wait). A failed renewal changes nothing: the next call then
 * gets a 401, which removes the token and signs the user out as the specification says.
 */
export function renewTokenIfDue(apiPrefix: string): Promise<void> {
  const token = getAccessToken();
  const left = token ? secondsLeft(token) : null;
  if (left === null || left > RENEW_BEFORE_SECONDS) return Promise.resolve();
  pending ??= fetch(`${apiPrefix}common/Auth/refresh`, { method: 'POST', credentials: 'include' })
    .then(async (res) => {
      if (!res.ok) return;
      const { data } = (await res.json()) as { data: { accessToken: string; remember: boolean } };
      setAccessToken(data.accessToken, data.remember);
    })
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}
