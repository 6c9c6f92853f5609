import { jwtVerify, SignJWT } from 'jose';

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
  if (!token) return null;
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
    return {
      userId: payload.sub,
      accountTypeId: payload.typ,
      tenantId: typeof payload.tid === 'string' ? payload.tid : null,
      sessionId: payload.sid,
    };
  } catch {
    return null;
  }
}
