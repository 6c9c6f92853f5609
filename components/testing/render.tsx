import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { FeedbackProvider } from '@/components/ui/feedback';
import tr from '@/messages/tr.json';

export function makeTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders with the app's providers: react-query, next-intl (Turkish messages), antd. */
export function renderWithProviders(
  ui: ReactElement,
  { queryClient = makeTestQueryClient(), ...options }: RenderOptions & { queryClient?: QueryClient } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale="tr" messages={tr} timeZone="Europe/Istanbul">
        <ConfigProvider locale={trTR}>
          <FeedbackProvider>{children}</FeedbackProvider>
        </ConfigProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
