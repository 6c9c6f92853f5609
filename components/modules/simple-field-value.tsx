'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { SimpleField } from '@/lib/modules/simple-module';

/** A simple module's field as the list and the detail page show it: a flag as Evet / Hayır, a number in Turkish. */
export function SimpleFieldValue({ field, value }: { field: SimpleField; value: unknown }) {
  const t = useTranslations('SimpleModule');
  const locale = useLocale();
  if (value === null || value === undefined || value === '') return <>—</>;
  if (field.kind === 'boolean') return <>{value ? t('yes') : t('no')}</>;
  if (field.kind === 'number') return <>{Number(value).toLocaleString(locale)}</>;
  const words = field.optionLabels?.[String(value)];
  return <>{words ? words[locale === 'en' ? 'en' : 'tr'] : String(value)}</>;
}

/** The label of a field (or the module) in the page's language. */
export const useLabel = () => {
  const lang = useLocale() === 'en' ? 'en' : 'tr';
  return (labels: { tr: string; en: string }) => labels[lang];
};
