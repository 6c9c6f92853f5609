import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthTitle } from '@/components/auth/auth-card';
import { LoginForm } from '@/components/auth/login-form';
import { AuthFrame } from '../../../_shell/auth-frame';
import { withPageMessages } from '@/lib/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('LoginPage'))('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Rendered bare: no layout around the login card.
async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const t = await getTranslations('LoginPage');
  const returnUrl = typeof params.returnUrl === 'string' ? params.returnUrl : null;
  const notice = params.activated ? 'activated' : params.expired ? 'sessionEnded' : null;
  return (
    <AuthFrame>
      <AuthTitle>{t('title')}</AuthTitle>
      <LoginForm returnUrl={returnUrl} notice={notice} />
    </AuthFrame>
  );
}

export default withPageMessages('/auth/login', LoginPage);
