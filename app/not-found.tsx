import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from './_shell/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('NotFoundPage'))('title') };
}

export default function NotFound() {
  return <NotFoundScreen />;
}
