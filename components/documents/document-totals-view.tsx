'use client';

import { Flex, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { DocumentTotals } from '@/lib/utils/document-totals';
import { formatMoneyTr } from '@/lib/utils/decimal';

type Totals = Pick<DocumentTotals, 'subtotal' | 'documentDiscount' | 'netTotal' | 'vat' | 'vatTotal' | 'grandTotal'> &
  Partial<Pick<DocumentTotals, 'withholdingTotal' | 'payableTotal'>>;

/**
 * Subtotal, document discount, net, KDV per rate and the grand total (live in the form, stored in
 * the detail); with KDV withholding also the withheld KDV and what is payable after it.
 */
export function DocumentTotalsView({ totals, currency = 'TRY' }: { totals: Totals; currency?: string }) {
  const t = useTranslations('DocumentLines');
  const money = (v: string) => formatMoneyTr(v, currency);
  const row = (label: string, value: string, testId: string, strong = false) => (
    <Flex justify="space-between" gap={24} key={testId}>
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong} data-testid={testId} style={strong ? { fontSize: 16 } : undefined}>
        {value}
      </Typography.Text>
    </Flex>
  );
  return (
    <div data-testid="document-totals" style={{ minWidth: 280, maxWidth: 380, marginLeft: 'auto' }}>
      {row(t('subtotal'), money(totals.subtotal), 'total-subtotal')}
      {totals.documentDiscount !== '0.00'
        ? row(t('documentDiscount'), `-${money(totals.documentDiscount)}`, 'total-discount')
        : null}
      {row(t('netTotal'), money(totals.netTotal), 'total-net')}
      {totals.vat.map((v) =>
        row(t('vatLine', { rate: v.rate, base: money(v.base) }), money(v.amount), `total-vat-${v.rate}`),
      )}
      {row(t('vatTotal'), money(totals.vatTotal), 'total-vat')}
      <div style={{ borderTop: '1px solid #e5e7eb', margin: '6px 0' }} />
      {row(t('grandTotal'), money(totals.grandTotal), 'total-grand', true)}
      {totals.withholdingTotal && totals.payableTotal && Number(totals.withholdingTotal) !== 0 ? (
        <>
          {row(t('withholdingTotal'), `-${money(totals.withholdingTotal)}`, 'total-withholding')}
          {row(t('payableTotal'), money(totals.payableTotal), 'total-payable', true)}
        </>
      ) : null}
    </div>
  );
}
