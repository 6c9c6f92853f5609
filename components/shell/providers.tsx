'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
// The ES builds: antd/locale/* are CommonJS and bring the CommonJS copies of each component's locale.
import enUS from 'antd/es/locale/en_US';
import trTR from 'antd/es/locale/tr_TR';
import { useEffect, useState, type ReactNode } from 'react';
import { FeedbackProvider } from '@/components/ui/feedback';
import { HYDRATED_STALE_MS } from '@/lib/api-client/query-keys';
import { apiPrefix } from '@/lib/api-client/client';
import { getAccessToken } from '@/lib/api-client/token-cookie';
import { renewTokenIfDue } from '@/lib/api-client/token-renewal';
import { isPublicPath } from '@/lib/auth/account-types';
import { readChosenLocale, readStoredLang, writeStoredLang } from '@/lib/i18n/client-locale';
import type { Locale } from '@/lib/i18n/config';

export const PRIMARY_COLOR = '#3B82F6';
/** Blue for text and links: #3B82F6 reaches only 3.67:1 on white, this one 6.7:1 (WCAG AA asks 4.5:1). */
export const PRIMARY_TEXT_COLOR = '#1D4ED8';

/**
 * The specification's primary colour stays the fill of primary buttons, badges and the active menu
 * bar. Text drawn in a colour gets a darker token wherever antd's default fails WCAG 2.1 AA (4.5:1)
 * on white and on the light backgrounds it pairs the colour with (selected row, tag, alert). White
 * text on the #3B82F6 fill (3.67:1) is the one contrast that remains; README, Accessibility.
 */
export const THEME: ThemeConfig = {
  // One antd on the page: selectors without the `:where(.css-<hash>)` scope, which prefixed 2,500
  // rules of a list page's inline styles (50 of 360 kB the browser parses and matches before its
  // first paint). `:where()` weighs nothing, so the cascade is the same.
  hashed: false,
  // The components' styles come from antd's stylesheet (app/layout.tsx), the same rules the registry
  // inlined into each page (they read the theme through CSS variables); antd still renders the theme's
  // CSS variables, and the kit's light components (row-actions.tsx, plain-text.tsx) draw antd's markup.
  zeroRuntime: true,
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorPrimaryText: PRIMARY_TEXT_COLOR,
    colorPrimaryTextHover: '#1E40AF',
    colorPrimaryTextActive: '#1E3A8A',
    colorLink: PRIMARY_TEXT_COLOR,
    colorLinkHover: '#1E40AF',
    colorLinkActive: '#1E3A8A',
    colorInfo: PRIMARY_TEXT_COLOR,
    colorInfoText: PRIMARY_TEXT_COLOR,
    // Secondary and description text, placeholders: 5.5:1 or more on #fff, #fafafa and #f5f5f5.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // Darker status colours for text (status tags, danger buttons); the light backgrounds stay
    // antd's own, which a dark seed colour would otherwise turn grey.
    colorSuccess: '#237804',
    colorSuccessBg: '#F6FFED',
    colorSuccessBgHover: '#D9F7BE',
    colorSuccessBorder: '#B7EB8F',
    colorWarning: '#AD4E00',
    colorWarningBg: '#FFFBE6',
    colorWarningBgHover: '#FFF1B8',
    colorWarningBorder: '#FFE58F',
    colorError: '#CF1322',
    colorErrorText: '#CF1322',
    // Text of the preset tag colours the screens use: the 7th shade of antd's palette is too light
    // on the tag's own background. Both spellings name the same CSS variable (--ant-green-7).
    green7: '#237804',
    'green-7': '#237804',
    gold7: '#874D00',
    'gold-7': '#874D00',
    orange7: '#AD4E00',
    'orange-7': '#AD4E00',
    volcano7: '#AD2102',
    'volcano-7': '#AD2102',
  },
  components: {
    Menu: {
      itemSelectedColor: PRIMARY_TEXT_COLOR,
      subMenuItemSelectedColor: PRIMARY_TEXT_COLOR,
      horizontalItemSelectedColor: PRIMARY_TEXT_COLOR,
    },
    Tabs: { itemSelectedColor: PRIMARY_TEXT_COLOR, itemActiveColor: '#1E3A8A', itemHoverColor: '#1E40AF' },
    Pagination: { itemActiveColor: PRIMARY_TEXT_COLOR, itemActiveColorHover: '#1E40AF' },
    // An empty table's text ("Kayıt yok") is drawn in the disabled colour (1.8:1): it is content.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};

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

/**
 * Client-side providers under the root layout: react-query, antd (locale, theme), the feedback kit
 * (toasts and dialogs, loaded on first use: antd's App would load them with every page). dayjs's
 * Turkish calendar is registered by the kit's DatePicker (components/ui/date-picker.ts).
 */
export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  // Runs during the first client render, before any child query fires its request.
  useState(() => {
    if (typeof window !== 'undefined') syncStoredLang(locale);
  });

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
      <ConfigProvider locale={locale === 'en' ? enUS : trTR} theme={THEME}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
