'use client';

import { MailOutlined, PhoneOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useCustomerActions } from '@/lib/api-client/use-customers';
import type { Customer, CustomerContact } from '@/lib/schemas/customers';
import { useFeedback } from '@/components/ui/feedback';
import { Panel } from '@/components/ui/panel';

function PortalTag({ contact }: { contact: CustomerContact }) {
  const t = useTranslations('CustomerDetail');
  if (!contact.portalStatus) return null;
  const [color, key]: [string, 'portalActive' | 'portalPending' | 'portalDisabled'] =
    contact.portalStatus === 'active'
      ? ['success', 'portalActive']
      : contact.portalStatus === 'pending'
        ? ['processing', 'portalPending']
        : ['default', 'portalDisabled'];
  return <Tag color={color}>{t(key)}</Tag>;
}

/** The contacts tab: each contact with an email can be invited to the customer portal. */
export function CustomerContacts({ customer, canInvite }: { customer: Customer; canInvite: boolean }) {
  const t = useTranslations('CustomerDetail');
  const tc = useTranslations('Common');
  const { modal, message } = useFeedback();
  const { invite } = useCustomerActions();

  const confirmInvite = (contact: CustomerContact) =>
    modal.confirm({
      title: t('invite'),
      content: t('inviteConfirm', { email: contact.email ?? '' }),
      okText: t('invite'),
      onOk: async () => {
        try {
          await invite.mutateAsync({ customerId: customer.id, contactId: contact.id });
          message.success(t('invited', { email: contact.email ?? '' }));
        } catch (error) {
          const body = apiErrorOf(error);
          message.error(body?.fields?.email ?? body?.message ?? tc('unexpectedError'));
        }
      },
    });

  if (customer.contacts.length === 0) return <Empty description={t('noContacts')} />;
  return (
    <Row gutter={[16, 16]}>
      {customer.contacts.map((c) => (
        <Col key={c.id} xs={24} md={12}>
          <Panel
            padding={12}
            testId="contact-item"
            title={
              <Flex gap={8} align="center" wrap>
                {c.name}
                <PortalTag contact={c} />
              </Flex>
            }
            extra={
              canInvite && !c.portalStatus ? (
                <Button
                  size="small"
                  icon={<SendOutlined />}
                  disabled={!c.email}
                  title={c.email ? undefined : t('noEmail')}
                  onClick={() => confirmInvite(c)}
                >
                  {t('invite')}
                </Button>
              ) : null
            }
          >
            {c.title ? (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                {c.title}
              </Typography.Paragraph>
            ) : null}
            {c.email ? (
              <div>
                <MailOutlined /> <a href={`mailto:${c.email}`}>{c.email}</a>
              </div>
            ) : null}
            {c.phone ? (
              <div>
                <PhoneOutlined /> <a href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</a>
              </div>
            ) : null}
          </Panel>
        </Col>
      ))}
    </Row>
  );
}
