'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { StatusScreen } from '@/components/ui/status-screen';

/** The in-shell 403 of a tenant page the user has no permission for. */
export function PageForbidden() {
  const t = useTranslations('PageAccess');
  return (
    <StatusScreen
      status="403"
      testId="page-forbidden"
      title={t('title')}
      text={t('text')}
      extra={
        <Button type="primary" href="/tenant">
          {t('backHome')}
        </Button>
      }
    />
  );
}
