'use client';

import { Descriptions, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/ui/panel';
import type { PortalDocumentDetail } from '@/lib/schemas/customer-portal';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { formatIban } from '@/lib/utils/iban';

/**
 * An invoice with something left to pay: the tenant's account and the invoice number as the transfer's
 * reference, both copyable, so the collection lands on this invoice.
 */
export function HowToPay({ doc }: { doc: PortalDocumentDetail }) {
  const t = useTranslations('CustomerDocuments');
  if (!doc.remaining || Number(doc.remaining) <= 0) return null;
  return (
    <Panel testId="how-to-pay" style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('howToPay')}
      </Typography.Title>
      {doc.payTo ? (
        <>
          <Typography.Paragraph type="secondary">{t('howToPayIntro')}</Typography.Paragraph>
          <Descriptions className="cari-stack-below-md" size="small" column={2}>
            <Descriptions.Item label={t('bank')}>{doc.payTo.bankName}</Descriptions.Item>
            <Descriptions.Item label={t('accountName')}>{doc.payTo.accountName}</Descriptions.Item>
            <Descriptions.Item label={t('iban')}>
              <Typography.Text copyable={{ text: doc.payTo.iban }} data-testid="pay-iban">
                {formatIban(doc.payTo.iban)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('reference')}>
              <Typography.Text copyable data-testid="pay-reference">
                {doc.number}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('amountDue')}>
              <Typography.Text strong data-testid="pay-amount">
                {formatMoneyTr(doc.remaining, doc.currency)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : (
        <Typography.Paragraph>{t('noBankAccount')}</Typography.Paragraph>
      )}
    </Panel>
  );
}
