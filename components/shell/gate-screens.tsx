'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { FullScreenLoader, InlineLoader } from '@/components/ui/full-screen-loader';
import { StatusScreen } from '@/components/ui/status-screen';

export function GateLoading() {
  const t = useTranslations('Gate');
  return <FullScreenLoader text={t('loading')} testId="gate-loading" />;
}

export function ForbiddenScreen() {
  const t = useTranslations('Gate');
  return (
    <StatusScreen
      fullScreen
      status="403"
      testId="gate-forbidden"
      title={t('forbiddenTitle')}
      text={t('forbiddenText')}
      extra={
        <Button type="primary" href="/auth/login">
          {t('goToLogin')}
        </Button>
      }
    />
  );
}

export function InvalidAccountTypeScreen({ onLogout }: { onLogout: () => void }) {
  const t = useTranslations('Gate');
  return (
    <StatusScreen
      fullScreen
      status="error"
      testId="gate-invalid-type"
      title={t('invalidTypeTitle')}
      text={t('invalidTypeText')}
      extra={<Button onClick={onLogout}>{t('logout')}</Button>}
    />
  );
}

export function MenusLoading() {
  const t = useTranslations('Gate');
  return <InlineLoader text={t('menusLoading')} testId="menus-loading" />;
}

export function NoAccessScreen() {
  const t = useTranslations('Gate');
  return <StatusScreen status="403" testId="no-access" title={t('noAccessTitle')} text={t('noAccessText')} />;
}

export function MenuErrorScreen({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('Gate');
  const tc = useTranslations('Common');
  return (
    <StatusScreen
      status="error"
      testId="menu-error"
      title={t('menuErrorTitle')}
      text={t('menuErrorText')}
      extra={<Button onClick={onRetry}>{tc('retry')}</Button>}
    />
  );
}
