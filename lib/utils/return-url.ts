import { areaOf, homeFor } from '@/lib/auth/account-types';

/**
 * Where to go after login: the requested returnUrl only when it is a same-origin path inside the
 * user's own area (or a shared page such as /profile); anything else goes to the user's home.
 */
export function safeReturnUrl(returnUrl: string | null | undefined, accountTypeId: number): string {
  const home = homeFor(accountTypeId) ?? '/';
  if (!returnUrl || !returnUrl.startsWith('/') || returnUrl.startsWith('//') || returnUrl.includes('\\')) return home;
  let url: URL;
  try {
    url = new URL(returnUrl, 'http://same.origin');
  } catch {
    return home;
  }
  if (url.origin !== 'http://same.origin') return home;
  if (url.pathname.startsWith('/auth') || url.pathname === '/set-password') return home;
  const area = areaOf(url.pathname);
  if (area !== null && area !== accountTypeId) return home;
  if (area === null && url.pathname !== '/profile') return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
