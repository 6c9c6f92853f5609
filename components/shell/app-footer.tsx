'use client';

import { Layout } from 'antd';
import { useTranslations } from 'next-intl';
import { BrandLogo } from '@/components/ui/brand-logo';

export const APP_VERSION = '1.0.0';

export function AppFooter() {
  const t = useTranslations('Shell');
  const tb = useTranslations('Brand');
  return (
    <Layout.Footer
      data-testid="app-footer"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: '16px 24px',
        color: '#475569',
        fontSize: 13,
      }}
    >
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
        <BrandLogo letter={tb('letter')} name={tb('name')} size={24} />
        <span>{t('version', { version: APP_VERSION })}</span>
      </span>
      <span>{t('credit')}</span>
    </Layout.Footer>
  );
}
