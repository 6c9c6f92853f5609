'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { StatusScreen } from '@/components/ui/status-screen';

/** The error state of any page: what happened and a way to retry or leave. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusScreen
      status="500"
      testId="error-page"
      title={t('title')}
      text={t('text')}
      extra={
        <>
          <Button type="primary" onClick={reset}>
            {t('retry')}
          </Button>
          <Button href="/">{t('backHome')}</Button>
        </>
      }
    />
  );
}
