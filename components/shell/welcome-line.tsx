'use client';

import { Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useSessionUser } from '@/lib/api-client/hooks';

export function WelcomeLine() {
  const t = useTranslations('ComingSoon');
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Typography.Paragraph data-testid="welcome-line">
      {t('welcome', { name: `${user.name} ${user.surname}` })}
    </Typography.Paragraph>
  );
}
