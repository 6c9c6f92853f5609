import { getTranslations } from 'next-intl/server';
import { NotFoundResult } from '@/components/shell/not-found-result';

export async function NotFoundView() {
  const t = await getTranslations('NotFoundPage');
  return <NotFoundResult title={t('title')} text={t('text')} backHome={t('backHome')} />;
}
