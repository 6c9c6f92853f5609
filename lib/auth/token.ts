import { errors, jwtVerify, SignJWT } from 'jose';

/** Claims of the access token; edge-safe so middleware.ts and the API share one implementation. */
export interface AccessClaims {
  userId: string;
  accountTypeId: number;
  tenantId: string | null;
  sessionId: string;
}

export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const REMEMBER_TTL_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
/**
 * An access token lives 15 minutes: the cookie script can read holds nothing worth stealing for
 * long. The session (24 h, 7 days with "remember me") goes on through the HttpOnly refresh cookie.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_COOKIE = 'cariRefresh';
/** The refresh cookie is sent only to the auth routes, never with pages or other API calls. */
export const REFRESH_COOKIE_PATH = '/api/common/Auth';
/** Who signs the tokens and whom they are for: a token of another app sharing the secret is refused. */
export const TOKEN_ISSUER = 'cari';
export const TOKEN_AUDIENCE = 'cari-app';

function secretKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET ?? '';
  // A short or missing secret would make every token forgeable or jose throw obscurely: fail loudly.
  if (new TextEncoder().encode(secret).length < 32) {
    throw new Error('AUTH_SECRET must be set to at least 32 bytes');
  }
  return new TextEncoder().encode(secret);
}

/**
 * Tokens whose signature and claims were checked, with their expiry: a client sends the same token
 * with every call for its 15 minutes, and checking an HMAC through WebCrypto (key import, a promise
 * per step) was about 7% of a list request's CPU. Only valid tokens are kept, under the exact token
 * string and the secret that verified them; the expiry is still checked on every use. Whether the
 * session behind the token is live is not cached (services/auth/sessions.ts asks the database).
 */
const verified = new Map<string, { claims: AccessClaims; exp: number; secret: string | undefined }>();
const VERIFIED_MAX = 10_000;

function remember(token: string, claims: AccessClaims, exp: number) {
  // The oldest goes first (Map order is insertion order, and so about expiry order).
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, { claims, exp, secret: process.env.AUTH_SECRET });
}

export async function signAccessToken(claims: AccessClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ typ: claims.accountTypeId, tid: claims.tenantId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey());
}

/** Verifies signature, issuer, audience and expiry (all required); null for anything that is not a valid token of ours. */
export async function verifyAccessToken(token: string | undefined | null): Promise<AccessClaims | null> {
  const state = await accessTokenState(token);
  return state === 'expired' ? null : state;
}

/**
 * Like verifyAccessToken, but tells a token of ours that has only expired ('expired': jose checks
 * the signature before the claims) from one that is not ours at all (null): the first can be
 * renewed through the refresh cookie.
 */
export async function accessTokenState(token: string | undefined | null): Promise<AccessClaims | 'expired' | null> {
  if (!token) return null;
  const known = verified.get(token);
  if (known && known.secret === process.env.AUTH_SECRET) {
    return Math.floor(Date.now() / 1000) < known.exp ? known.claims : 'expired';
  }
  const key = secretKey();
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iss', 'aud', 'sub'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.typ !== 'number' || typeof payload.sid !== 'string') {
      return null;
    }
    const claims: AccessClaims = {
      userId: payload.sub,
      accountTypeId: payload.typ,
      tenantId: typeof payload.tid === 'string' ? payload.tid : null,
      sessionId: payload.sid,
    };
    remember(token, claims, payload.exp!);
    return claims;
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : null;
  }
}
