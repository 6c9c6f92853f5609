import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '../_shell/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('NotFoundPage'))('title') };
}

/** The specification's /not-found route. */
export default function NotFoundPage() {
  return <NotFoundScreen />;
}
