import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RootNotFoundScreen } from './_shell/root-not-found';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('NotFoundPage'))('title') };
}

export default function NotFound() {
  return <RootNotFoundScreen />;
}
