/**
 * The security headers of every page (set in middleware.ts) and every API response (lib/server/api/app.ts).
 * Edge-safe: no Node APIs.
 */

/** Headers that never vary. */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** One year, subdomains included; sent only over HTTPS (a browser ignores it over HTTP anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** A fresh, unguessable nonce for one response. */
export const newNonce = () => btoa(crypto.randomUUID());

/**
 * The page policy. Scripts run only with this response's nonce (Next.js puts it on its own scripts
 * when it finds the policy on the request); 'strict-dynamic' lets those load the page's chunks.
 * Styles keep 'unsafe-inline': antd writes style attributes, which no nonce can allow, and a nonce
 * in style-src would switch 'unsafe-inline' off. Development adds 'unsafe-eval' for React's tooling.
 */
export function contentSecurityPolicy(nonce: string, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The API answers data, never documents to render: nothing may load or frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether the request reached us over HTTPS (directly or through a TLS-terminating proxy). */
export const overHttps = (protocol: string, forwardedProto: string | null) =>
  protocol === 'https:' || forwardedProto?.split(',')[0]?.trim() === 'https';
