import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device cookie (OWASP's "device cookies" against account lockout): after a successful sign-in
 * the browser keeps, per account it signed in to, an id and an HMAC over the user id and that id
 * keyed with AUTH_SECRET. It names no one and cannot be made for another account; a later sign-in
 * that presents an entry valid for its account gets that device's own failure budget and no waits.
 */
export const DEVICE_COOKIE = 'cariDevice';
/** Long-lived: renewed at each sign-in, dropped by the browser after half a year without one. */
export const DEVICE_COOKIE_TTL_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one browser is known for (a shared computer); the oldest sign-in goes first. */
export const DEVICE_COOKIE_MAX_ENTRIES = 5;

const ENTRY = /^([\w-]{22})\.([\w-]{43})$/;

function mac(userId: string, deviceId: string): Buffer {
  const secret = process.env.AUTH_SECRET ?? '';
  if (Buffer.byteLength(secret) < 32) throw new Error('AUTH_SECRET must be set to at least 32 bytes');
  return createHmac('sha256', secret).update(`cari-device:${userId}:${deviceId}`).digest();
}

const entries = (cookie: string | null | undefined) =>
  (cookie ?? '')
    .split('~')
    .filter((entry) => ENTRY.test(entry))
    .slice(0, DEVICE_COOKIE_MAX_ENTRIES);

/** The id of the cookie's entry that is valid for this user, or null. */
export function deviceIdFor(cookie: string | null | undefined, userId: string): string | null {
  for (const entry of entries(cookie)) {
    const [, deviceId, signature] = ENTRY.exec(entry)!;
    const expected = mac(userId, deviceId!);
    const given = Buffer.from(signature!, 'base64url');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return deviceId!;
  }
  return null;
}

/**
 * The cookie after a successful sign-in of `userId`: its entry (the same device id when the browser
 * already had one for the account, else a new one) first, the browser's other accounts after it.
 */
export function deviceCookieAfterSignIn(cookie: string | null | undefined, userId: string): string {
  const deviceId = deviceIdFor(cookie, userId) ?? randomBytes(16).toString('base64url');
  const entry = `${deviceId}.${mac(userId, deviceId).toString('base64url')}`;
  return [entry, ...entries(cookie).filter((e) => e !== entry)].slice(0, DEVICE_COOKIE_MAX_ENTRIES).join('~');
}
