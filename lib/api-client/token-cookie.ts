import { ACCESS_TOKEN_COOKIE, REMEMBER_TTL_SECONDS } from '@/lib/auth/token';

/** Finds one cookie's value in a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/**
 * The `accessToken` cookie as the specification stores it: 7 days when `remember` is on,
 * otherwise a session cookie (no expiry).
 */
export function buildTokenCookie(token: string, remember: boolean, now = new Date(), secure = false): string {
  const parts = [`${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}`, 'path=/', 'SameSite=Lax'];
  if (remember) parts.push(`expires=${new Date(now.getTime() + REMEMBER_TTL_SECONDS * 1000).toUTCString()}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function buildTokenRemovalCookie(): string {
  return `${ACCESS_TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

const REMEMBER_KEY = 'rememberMe';

export function getAccessToken(): string | null {
  if (typeof document === 'undefined') return null;
  return readCookie(document.cookie, ACCESS_TOKEN_COOKIE);
}

export function setAccessToken(token: string, remember?: boolean): void {
  let keep = remember;
  try {
    if (keep === undefined) keep = window.localStorage.getItem(REMEMBER_KEY) !== 'false';
    else window.localStorage.setItem(REMEMBER_KEY, String(keep));
  } catch {
    keep = keep ?? true;
  }
  document.cookie = buildTokenCookie(token, keep, new Date(), window.location.protocol === 'https:');
}

export function removeAccessToken(): void {
  if (typeof document === 'undefined') return;
  document.cookie = buildTokenRemovalCookie();
}
