import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, resolveLocale, TIME_ZONE } from './config';

// next-intl without locale routing. The interface is Turkish (specification, point 1) unless a language
// was chosen and stored on this device (the locale cookie, written with the `selectedLang` setting by
// the profile's language choice); the browser's own languages play no part. `now` is the request's time,
// which the client providers carry, so a relative time renders alike on the server and in the browser's
// first render (lib/i18n/use-ticking-now.ts).
export default getRequestConfig(async () => {
  const locale = resolveLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: TIME_ZONE, now: new Date() };
});
