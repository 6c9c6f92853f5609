'use client';

import { Col, Row } from 'antd';
import { useTranslations } from 'next-intl';
import { PortalSettingsForm } from '@/components/customer-portal/portal-settings-form';
import { ChangePasswordForm } from '@/components/profile/change-password-form';
import { PageHeader } from '@/components/ui/page-header';

/** The portal's settings: profile and email choices beside the password change. */
export function SettingsView() {
  const t = useTranslations('CustomerPages');
  return (
    <div data-testid="portal-settings">
      <PageHeader title={t('settings')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <PortalSettingsForm />
        </Col>
        <Col xs={24} lg={12}>
          <ChangePasswordForm />
        </Col>
      </Row>
    </div>
  );
}
