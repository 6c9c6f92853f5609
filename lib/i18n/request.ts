import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, resolveLocale, TIME_ZONE } from './config';

/** The first of the browser's languages that the interface has, else Turkish. */
function browserLocale(acceptLanguage: string | null) {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (tag === 'tr' || tag === 'en') return tag;
  }
  return undefined;
}

// next-intl without locale routing: the language chosen on this device (cookie), else the
// browser's, as the API client's Accept-Language does, so the interface and the API's messages
// speak the same language; Turkish by default.
export default getRequestConfig(async () => {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = resolveLocale(chosen ?? browserLocale((await headers()).get('accept-language')));
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: TIME_ZONE };
});
