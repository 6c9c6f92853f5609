'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { persistLocale } from '@/lib/i18n/client-locale';
import type { Locale } from '@/lib/i18n/config';

/** Stores the language (cookie for the server, localStorage selectedLang for the API client) and re-renders. */
export function useSwitchLocale() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const switchLocale = (lang: Locale) => {
    persistLocale(lang);
    startTransition(() => router.refresh());
  };
  return { switchLocale, pending };
}
