'use client';

import { EditOutlined, MailOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { tenantOptions } from '@/lib/api-client/backoffice-resources';
import { CopyActivationLinkButton } from './copy-activation-link-button';
import { useConfirmTenantStatus, useResendActivation } from './tenant-actions';
import { TenantFormDrawer } from './tenant-form-drawer';
import { TenantModulesCard } from './tenant-modules-card';
import { TenantStatusTag } from './tenant-status-tag';
import { TenantUsersCard } from './tenant-users-card';
import { BackLink, RecordStatus } from '@/components/ui/record-status';
import { Panel } from '@/components/ui/panel';

/** /backoffice/tenant/[id]: profile, owner activation, status, staff and enabled modules. */
export function TenantDetailScreen({ id }: { id: string }) {
  const t = useTranslations('BackofficeTenants');
  const format = useFormatter();
  const tenant = useQuery(tenantOptions(id));
  const [editing, setEditing] = useState(false);
  const confirmStatus = useConfirmTenantStatus();
  const resend = useResendActivation();
  const back = <BackLink href="/backoffice/tenant">{t('backToList')}</BackLink>;
  if (!tenant.isSuccess)
    return <RecordStatus query={tenant} back={back} notFound={t('notFound')} loadError={t('loadError')} rows={8} />;
  const x = tenant.data;
  const pendingOwner = x.owner?.status === 'pending';

  return (
    <div data-testid="tenant-detail">
      {back}
      <Flex justify="space-between" align="center" wrap gap={12} style={{ margin: '12px 0 16px' }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {x.name}
          </Typography.Title>
          <TenantStatusTag status={x.status} />
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
          <Button danger={x.status === 'active'} onClick={() => confirmStatus(x)}>
            {t(x.status === 'active' ? 'suspend' : 'reactivate')}
          </Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Panel title={t('profileTitle')}>
            <Descriptions
              column={1}
              size="small"
              items={[
                ...(['taxNumber', 'taxOffice', 'contactName', 'contactEmail', 'contactPhone'] as const).map((k) => ({
                  key: k,
                  label: t(`fields.${k}`),
                  children: x[k] || '—',
                })),
                {
                  key: 'createdAt',
                  label: t('columns.createdAt'),
                  children: format.dateTime(new Date(x.createdAt), { dateStyle: 'medium' }),
                },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title={t('ownerSection')}>
            {x.owner ? (
              <Flex vertical gap={12}>
                <Typography.Text>
                  {x.owner.name} {x.owner.surname} · {x.owner.email}
                </Typography.Text>
                {pendingOwner ? (
                  <>
                    <Alert type="info" showIcon title={t('ownerPending')} />
                    <Flex gap={8} wrap align="center">
                      <Button icon={<MailOutlined />} onClick={() => void resend(x.id)}>
                        {t('resendActivation')}
                      </Button>
                      <CopyActivationLinkButton tenantId={x.id} />
                    </Flex>
                  </>
                ) : (
                  <Typography.Text type="secondary">{t('ownerActive')}</Typography.Text>
                )}
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('noOwner')}</Typography.Text>
            )}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <TenantUsersCard tenant={x} />
        </Col>
        <Col xs={24} lg={12}>
          <TenantModulesCard tenant={x} />
        </Col>
      </Row>
      {editing ? <TenantFormDrawer tenant={x} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
