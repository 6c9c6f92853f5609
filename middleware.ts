import { NextResponse, type NextRequest } from 'next/server';
import { areaOf, homeFor, isPublicPath } from '@/lib/auth/account-types';
import { ACCESS_TOKEN_COOKIE, accessTokenState, type AccessClaims } from '@/lib/auth/token';
import { contentSecurityPolicy, HSTS, newNonce, overHttps, STATIC_SECURITY_HEADERS } from '@/lib/security/headers';
import { safeReturnUrl } from '@/lib/utils/return-url';

/**
 * The edge gate: a verified token (signature and expiry) for every non-public page, each account
 * type kept inside its own area, and every answer with the security headers and a fresh
 * script nonce. The API is not matched; it authenticates every call and sets its headers itself.
 */
export async function middleware(request: NextRequest) {
  const response = await gate(request);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  if (overHttps(request.nextUrl.protocol, request.headers.get('x-forwarded-proto')))
    response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

async function gate(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;

  // Never trust an internal-subrequest marker coming from outside (CVE-2025-29927 class).
  const forwarded = new Headers(request.headers);
  forwarded.delete('x-middleware-subrequest');
  // Next.js reads the policy from the request to put the nonce on the scripts it renders.
  const csp = contentSecurityPolicy(newNonce(), process.env.NODE_ENV !== 'production');
  forwarded.set('content-security-policy', csp);
  const pass = () => {
    const response = NextResponse.next({ request: { headers: forwarded } });
    response.headers.set('Content-Security-Policy', csp);
    return response;
  };
  const redirectTo = (path: string) => NextResponse.redirect(new URL(path, request.url));

  let state: AccessClaims | 'expired' | null;
  try {
    state = await accessTokenState(request.cookies.get(ACCESS_TOKEN_COOKIE)?.value);
  } catch (error) {
    console.error('middleware: cannot verify tokens', error);
    return new NextResponse('Server misconfigured: AUTH_SECRET is missing or too short.', {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const claims = state === 'expired' ? null : state;
  const home = claims ? homeFor(claims.accountTypeId) : null;

  if (isPublicPath(pathname)) {
    if (home && (pathname === '/auth/login' || pathname === '/auth')) {
      return redirectTo(safeReturnUrl(request.nextUrl.searchParams.get('returnUrl'), claims!.accountTypeId));
    }
    return pass();
  }

  // Our own token, only expired: the API renews it from the HttpOnly refresh cookie (the edge
  // cannot read the session) and sends the browser back here, or to login when the session is over.
  if (state === 'expired') {
    const refresh = new URL('/api/common/Auth/refresh', request.url);
    refresh.searchParams.set('returnUrl', `${pathname}${search}`);
    return NextResponse.redirect(refresh);
  }

  if (!claims) {
    const login = new URL('/auth/login', request.url);
    if (pathname !== '/') login.searchParams.set('returnUrl', `${pathname}${search}`);
    const response = NextResponse.redirect(login);
    // A cookie that failed verification is useless: drop it.
    if (request.cookies.has(ACCESS_TOKEN_COOKIE)) response.cookies.delete(ACCESS_TOKEN_COOKIE);
    return response;
  }

  // An unknown account type passes; the client gate shows the invalid-account-type page.
  if (!home) return pass();
  if (pathname === '/') return redirectTo(home);
  const area = areaOf(pathname);
  if (area !== null && area !== claims.accountTypeId) return redirectTo(home);
  return pass();
}

export const config = {
  // Everything except the API and Next's own build files. Paths with a dot are gated too
  // (/tenant/customers.rsc must not answer without a session); the one static file is the icon.
  matcher: ['/((?!api/|api$|_next/static|_next/image|favicon\\.ico|icon\\.svg).*)'],
};
