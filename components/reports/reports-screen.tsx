'use client';

import { Tabs } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { reportTabOf, type ServedReport } from '@/lib/api-client/report-resources';
import { AgeingReport } from './ageing-report';
import { CollectionsReport } from './collections-report';
import { OfferConversionReport } from './offer-conversion-report';
import { SalesReport } from './sales-report';
import { WorkOrderReport } from './work-order-report';

/** The reports in tab order; the open one is in the address (?report=ageing) so it can be linked. */
const tabs: { key: ServedReport; view: () => ReactNode }[] = [
  { key: 'sales', view: () => <SalesReport /> },
  { key: 'collections', view: () => <CollectionsReport /> },
  { key: 'ageing', view: () => <AgeingReport /> },
  { key: 'offers', view: () => <OfferConversionReport /> },
  { key: 'work-orders', view: () => <WorkOrderReport /> },
];

/** /tenant/reports: one tab per report, each with its range, chart, table and export. */
export function ReportsScreen() {
  const t = useTranslations('ReportsPage');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const active = reportTabOf(params.get('report'));
  return (
    <div data-testid="reports-page">
      <PageHeader title={t('title')} />
      <Tabs
        activeKey={active}
        destroyOnHidden
        onChange={(key) => router.replace(`${pathname}?report=${key}`, { scroll: false })}
        items={tabs.map((tab) => ({ key: tab.key, label: t(`tabs.${tab.key}`), children: tab.view() }))}
      />
    </div>
  );
}
