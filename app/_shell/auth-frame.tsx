import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthCard } from '@/components/auth/auth-card';

/** The authentication card with the brand, shared by the login page and the auth layouts. */
export async function AuthFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations('Brand');
  return (
    <AuthCard letter={t('letter')} name={t('name')} tagline={t('tagline')}>
      {children}
    </AuthCard>
  );
}
