import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthTitle } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { withPageMessages } from '@/lib/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('ForgotPasswordPage'))('title') };
}

async function ForgotPasswordPage() {
  const t = await getTranslations('ForgotPasswordPage');
  return (
    <>
      <AuthTitle>{t('title')}</AuthTitle>
      <ForgotPasswordForm />
    </>
  );
}

export default withPageMessages('/auth/forgot-password', ForgotPasswordPage);
