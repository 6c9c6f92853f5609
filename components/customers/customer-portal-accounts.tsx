'use client';

import { Button, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { SectionTitle } from '@/components/ui/section-title';
import { usePortalAccounts } from '@/lib/api-client/use-customers';
import type { PortalAccount } from '@/lib/schemas/customers';
import { formatDateTime } from '@/lib/utils/dates';
import { useFeedback } from '@/components/ui/feedback';

const statusColor: Record<PortalAccount['status'], string> = {
  active: 'success',
  pending: 'processing',
  disabled: 'default',
};

/** The customer's portal accounts with their last login; a user who may update customers closes or reopens one. */
export function CustomerPortalAccounts({ customerId, canManage }: { customerId: string; canManage: boolean }) {
  const t = useTranslations('CustomerDetail');
  const { modal, message } = useFeedback();
  const { accounts, setEnabled } = usePortalAccounts(customerId);

  const change = (account: PortalAccount, enabled: boolean) =>
    modal.confirm({
      title: enabled ? t('portalEnable') : t('portalDisable'),
      content: t(enabled ? 'portalEnableConfirm' : 'portalDisableConfirm', { email: account.email }),
      okText: enabled ? t('portalEnable') : t('portalDisable'),
      okButtonProps: { danger: !enabled },
      onOk: async () => {
        await setEnabled.mutateAsync({ customerId, userId: account.id, enabled });
        void message.success(t(enabled ? 'portalEnabled' : 'portalDisabledDone', { email: account.email }));
      },
    });

  return (
    <section data-testid="portal-accounts" style={{ marginTop: 24 }}>
      <SectionTitle>{t('portalAccounts')}</SectionTitle>
      {accounts.isPending ? (
        <Spin />
      ) : !accounts.data?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noPortalAccounts')} />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {accounts.data.map((account) => (
            <li
              key={account.id}
              data-testid="portal-account"
              style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}
            >
              <Flex justify="space-between" align="center" wrap gap={8}>
                <div>
                  <Typography.Text strong>
                    {account.name} {account.surname}
                  </Typography.Text>{' '}
                  <Tag color={statusColor[account.status]}>{t(`portalStatus.${account.status}`)}</Tag>
                  <div>
                    <Typography.Text type="secondary">{account.email}</Typography.Text>
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {account.lastLoginAt
                      ? t('lastLogin', { at: formatDateTime(account.lastLoginAt) })
                      : t('neverLoggedIn')}
                  </Typography.Text>
                </div>
                {canManage ? (
                  account.status === 'disabled' ? (
                    <Button size="small" onClick={() => change(account, true)}>
                      {t('portalEnable')}
                    </Button>
                  ) : (
                    <Button size="small" danger onClick={() => change(account, false)}>
                      {t('portalDisable')}
                    </Button>
                  )
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
