'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { Invoice, InvoiceListItem } from '@/lib/schemas/invoices';

const stateColors = {
  prepared: 'default',
  exported: 'blue',
  sent: 'cyan',
  accepted: 'green',
  rejected: 'red',
} as const;

/** Where the invoice's e-document is (Hazırlandı, Dışa aktarıldı …); a dash without one. */
export function EDocumentStateTag({ state }: { state: InvoiceListItem['eState'] }) {
  const t = useTranslations('EDocument');
  return state ? (
    <Tag color={stateColors[state]} data-testid="e-document-state">
      {t(`states.${state}`)}
    </Tag>
  ) : (
    <span>—</span>
  );
}

/** "e-Fatura (Temel)", "e-Fatura (Ticari)" or "e-Arşiv" and the GİB type ("Satış", "İade" …). */
export function useEDocumentLabels() {
  const t = useTranslations('EDocument');
  return {
    profile: (p: Invoice['eProfile']) => (p ? t(`profiles.${p}`) : '—'),
    type: (type: Invoice['eType']) => (type ? t(`types.${type}`) : '—'),
  };
}
