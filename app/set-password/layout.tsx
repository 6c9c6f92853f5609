import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthTitle } from '@/components/auth/auth-card';
import { AuthFrame } from '../_shell/auth-frame';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('SetPasswordPage'))('title') };
}

/** The activation page's own layout, reachable without signing in: 'Hesap Aktivasyonu'. */
export default async function SetPasswordLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('SetPasswordPage');
  return (
    <AuthFrame>
      <AuthTitle>{t('title')}</AuthTitle>
      {children}
    </AuthFrame>
  );
}
