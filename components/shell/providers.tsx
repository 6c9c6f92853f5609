'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import trTR from 'antd/locale/tr_TR';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { useEffect, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { HYDRATED_STALE_MS } from '@/lib/api-client/query-keys';
import { apiPrefix } from '@/lib/api-client/client';
import { getAccessToken } from '@/lib/api-client/token-cookie';
import { renewTokenIfDue } from '@/lib/api-client/token-renewal';
import { isPublicPath } from '@/lib/auth/account-types';
import { readChosenLocale, readStoredLang, writeStoredLang } from '@/lib/i18n/client-locale';
import type { Locale } from '@/lib/i18n/config';

export const PRIMARY_COLOR = '#3B82F6';

// zod probes for eval (new Function) to compile fast parsers; the page's Content-Security-Policy
// forbids eval, so the probe would be reported as a violation on every page. Parse without it.
z.config({ jitless: true });

/**
 * One retry, no refetch on focus (the specification), and data stays fresh for HYDRATED_STALE_MS:
 * what the server rendered into the page is not fetched again on hydration.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: HYDRATED_STALE_MS } },
  });
}

/**
 * Keeps the API client's stored selectedLang equal to a language the user chose on this device (the
 * locale cookie the server renders with). With no choice made nothing is written: the API client then
 * sends the browser's language (specification, point 7), not the interface's Turkish default.
 */
function syncStoredLang(locale: Locale) {
  try {
    if (readChosenLocale(document.cookie) !== locale) return;
    if (readStoredLang(window.localStorage) !== locale) writeStoredLang(window.localStorage, locale);
  } catch {
    // no storage: the client falls back to the browser language
  }
}

/** Client-side providers under the root layout: react-query, antd (locale, theme, App), dayjs. */
export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  // Runs during the first client render, before any child query fires its request.
  useState(() => {
    if (typeof window !== 'undefined') syncStoredLang(locale);
  });
  if (dayjs.locale() !== locale) dayjs.locale(locale);

  useEffect(() => {
    syncStoredLang(locale);
  }, [locale]);

  useEffect(() => {
    // A page restored from the back-forward cache after logout must not show the area again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && !isPublicPath(window.location.pathname) && !getAccessToken()) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    // Keep the short access token fresh while a page sits open, so the next navigation's request
    // (which the edge checks) and any call carry a valid one; a returning tab renews at once.
    const renew = () => {
      if (document.visibilityState === 'visible') void renewTokenIfDue(apiPrefix);
    };
    const timer = window.setInterval(renew, 60_000);
    document.addEventListener('visibilitychange', renew);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', renew);
    };
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale === 'en' ? enUS : trTR} theme={{ token: { colorPrimary: PRIMARY_COLOR } }}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
