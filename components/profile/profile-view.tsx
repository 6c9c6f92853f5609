'use client';

import { Col, Row, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useSessionUser } from '@/lib/api-client/hooks';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

export function ProfileView() {
  const t = useTranslations('ProfilePage');
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div data-testid="profile-page">
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <ProfileForm user={user} />
        </Col>
        <Col xs={24} lg={12}>
          <ChangePasswordForm />
        </Col>
      </Row>
    </div>
  );
}
