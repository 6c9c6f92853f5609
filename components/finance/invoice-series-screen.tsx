'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { ResourceListScreen } from '@/components/ui/resource-list-screen';
import { invoiceSeriesResource } from '@/lib/api-client/finance-resources';
import type { InvoiceSeries } from '@/lib/schemas/finance-definitions';
import { ActiveFilter, ActiveTag } from './definition-parts';
import { lazyComponent } from '@/components/ui/lazy';

const loadForm = () => import('./invoice-series-form');
const InvoiceSeriesForm = lazyComponent(() => loadForm().then((m) => m.InvoiceSeriesForm));

/** /tenant/finance/definitions/invoice-serial-numbers: each series with the number it gives next. */
export function InvoiceSeriesScreen() {
  const t = useTranslations('InvoiceSeriesPage');
  const tc = useTranslations('FinanceCommon');
  return (
    <ResourceListScreen
      resource={invoiceSeriesResource}
      namespace="InvoiceSeriesPage"
      testId="invoice-series-page"
      itemLabel={(s) => `${s.code} ${s.year}`}
      columns={[
        {
          key: 'code',
          title: t('code'),
          sortField: 'code',
          render: (s) => (
            <span>
              <strong>{s.code}</strong> {s.isDefault ? <Tag color="blue">{t('default')}</Tag> : null}
            </span>
          ),
        },
        { key: 'year', title: t('year'), sortField: 'year', render: (s) => s.year },
        { key: 'description', title: t('description'), hideBelow: 'md', render: (s) => s.description ?? '' },
        {
          key: 'next',
          title: t('nextNumber'),
          render: (s) => <span style={{ fontFamily: 'monospace' }}>{s.nextNumber}</span>,
        },
        { key: 'active', title: tc('status'), render: (s) => <ActiveTag active={s.active} /> },
      ]}
      filters={({ query, patch }) => <ActiveFilter query={query} patch={patch} />}
      preloadForm={loadForm}
      form={(record: InvoiceSeries | null, close) => <InvoiceSeriesForm record={record} onClose={close} />}
    />
  );
}
