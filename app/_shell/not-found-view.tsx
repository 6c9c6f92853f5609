import { getTranslations } from 'next-intl/server';
import { NotFoundResult } from '@/components/shell/not-found-result';

/** The 404 text and a way home; `compact` inside a card (the authentication layout). */
export async function NotFoundView({ compact = false }: { compact?: boolean }) {
  const t = await getTranslations('NotFoundPage');
  return <NotFoundResult title={t('title')} text={t('text')} backHome={t('backHome')} compact={compact} />;
}
