import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthTitle } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ForgotPasswordPage'))('title') };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('ForgotPasswordPage');
  return (
    <>
      <AuthTitle>{t('title')}</AuthTitle>
      <ForgotPasswordForm />
    </>
  );
}
