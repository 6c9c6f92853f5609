import 'server-only';

import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ACCESS_TOKEN_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@/lib/auth/token';
import { overHttps } from '@/lib/security/headers';
import { DEVICE_COOKIE, DEVICE_COOKIE_TTL_SECONDS } from '../auth/device-cookie';
import type { IssuedSession } from '../services/auth/sessions';
import type { AppEnv } from './context';

const secure = (c: Context<AppEnv>) =>
  overHttps(new URL(c.req.url).protocol, c.req.header('x-forwarded-proto') ?? null);

/**
 * Sets the HttpOnly refresh cookie of a new session and answers what the body may carry: the
 * access token and its expiry, never the refresh token. A "remember me" session keeps the cookie
 * until the session ends; otherwise it goes with the browser session, like the access token's.
 */
export function handOutSession(c: Context<AppEnv>, session: IssuedSession) {
  setRefreshCookie(c, session);
  return { accessToken: session.accessToken, expiresAt: session.expiresAt };
}

/** The refresh cookie of a new session, or the rotated one of a refresh (same lifetime rule). */
export function setRefreshCookie(
  c: Context<AppEnv>,
  session: Pick<IssuedSession, 'remember' | 'sessionExpiresAt'> & { refreshToken: string | null },
) {
  // No new token (a refresh within the reuse grace): the browser keeps the cookie it was just given.
  if (!session.refreshToken) return;
  setCookie(c, REFRESH_COOKIE, session.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    ...(session.remember ? { expires: session.sessionExpiresAt } : {}),
  });
}

/**
 * The device cookie of the accounts this browser signed in to (auth/device-cookie.ts): HttpOnly,
 * sent only to the auth routes, for half a year from the last sign-in.
 */
export function setDeviceCookie(c: Context<AppEnv>, value: string) {
  setCookie(c, DEVICE_COOKIE, value, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    maxAge: DEVICE_COOKIE_TTL_SECONDS,
  });
}

export const deviceCookieOf = (c: Context<AppEnv>) => getCookie(c, DEVICE_COOKIE);

export const refreshCookieOf = (c: Context<AppEnv>) => getCookie(c, REFRESH_COOKIE);

export function dropRefreshCookie(c: Context<AppEnv>) {
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, secure: secure(c) });
}

/**
 * The page-navigation form of a refresh: the `accessToken` cookie exactly as the client writes it
 * (readable by script, 7 days with "remember me", else a session cookie).
 */
export function setAccessCookie(c: Context<AppEnv>, token: string, remember: boolean, sessionExpiresAt: Date) {
  setCookie(c, ACCESS_TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    secure: secure(c),
    ...(remember ? { expires: sessionExpiresAt } : {}),
  });
}

export function dropAccessCookie(c: Context<AppEnv>) {
  deleteCookie(c, ACCESS_TOKEN_COOKIE, { path: '/' });
}
