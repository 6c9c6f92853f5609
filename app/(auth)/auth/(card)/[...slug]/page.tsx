import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('NotFoundPage'))('title') };
}

/** Any other /auth path: a 404 inside the authentication layout (the specification, access gate). */
export default function UnknownAuthPage() {
  notFound();
}
