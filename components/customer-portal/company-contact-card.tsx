'use client';

import { Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { Panel } from '@/components/ui/panel';
import { useBranding } from '@/lib/api-client/use-branding';

/** The portal's company (the tenant): its name, address, phone and email, from the shell's prefetched branding. */
export function CompanyContactCard() {
  const t = useTranslations('CustomerHome');
  const company = useBranding('customer');
  if (!company) return null;
  const rows: [string, string | null, string | null][] = [
    [t('companyAddress'), company.address, null],
    [t('companyPhone'), company.phone, company.phone ? `tel:${company.phone.replace(/[^\d+]/g, '')}` : null],
    [t('companyEmail'), company.email, company.email ? `mailto:${company.email}` : null],
  ];
  return (
    <Panel testId="home-company" style={{ marginTop: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('companyTitle')}
      </Typography.Title>
      <Typography.Paragraph strong style={{ marginBottom: 8 }} data-testid="home-company-name">
        {company.companyName}
      </Typography.Paragraph>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        {rows
          .filter(([, value]) => Boolean(value))
          .map(([label, value, href]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>
                <Typography.Text type="secondary">{label}</Typography.Text>
              </dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-line' }}>{href ? <a href={href}>{value}</a> : value}</dd>
            </div>
          ))}
      </dl>
    </Panel>
  );
}
