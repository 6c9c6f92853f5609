'use client';

import { Col, Form, Row, Select, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { DecimalInput } from '@/components/ui/decimal-input';
import { computeTotals } from '@/lib/utils/document-totals';
import { formatMoneyTr, formatPercentTr } from '@/lib/utils/decimal';
import { DocumentLinesEditor, type DocumentLinesOptions } from './document-lines-editor';
import { discountFromForm, type DiscountValues, type DocumentLineValues } from './document-line-values';
import { DocumentTotalsView } from './document-totals-view';

/** The discount kind and value; without pricing it is shown, not edited (and still sent back as loaded). */
function DocumentDiscountField({ pricing }: { pricing: boolean }) {
  const t = useTranslations('DocumentLines');
  const form = Form.useFormInstance();
  const kind = Form.useWatch('discountKind', form) as DiscountValues['discountKind'] | undefined;
  const value = Form.useWatch('discountValue', form) as string | undefined;
  const shown =
    kind === 'percent'
      ? formatPercentTr(value || '0')
      : kind === 'amount'
        ? formatMoneyTr(value || '0')
        : t('discount_none');
  return (
    <Form.Item label={t('documentDiscount')}>
      <Space.Compact style={{ width: '100%', display: pricing ? undefined : 'none' }}>
        <Form.Item name="discountKind" noStyle>
          <Select
            style={{ width: 140 }}
            aria-label={t('discountKind')}
            data-testid="discount-kind"
            options={(['none', 'percent', 'amount'] as const).map((k) => ({ value: k, label: t(`discount_${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="discountValue" noStyle>
          <DecimalInput
            kind={kind === 'amount' ? 'money' : 'percent'}
            disabled={!kind || kind === 'none'}
            aria-label={t('discountValue')}
            data-testid="discount-value"
          />
        </Form.Item>
      </Space.Compact>
      {pricing ? null : <Typography.Text data-testid="discount-shown">{shown}</Typography.Text>}
    </Form.Item>
  );
}

/**
 * A document's lines, its discount and the live totals of what the form holds: the same
 * computeTotals the server stores its totals with.
 */
export function DocumentLinesSection(options: DocumentLinesOptions & { currency?: string }) {
  const form = Form.useFormInstance();
  const lines = (Form.useWatch('lines', form) ?? []) as (DocumentLineValues | undefined)[];
  const discountKind = Form.useWatch('discountKind', form) as DiscountValues['discountKind'] | undefined;
  const discountValue = Form.useWatch('discountValue', form) as string | undefined;
  const totals = computeTotals(
    lines
      .filter((l): l is DocumentLineValues => Boolean(l))
      .map((l) => ({
        quantity: l.quantity ?? '0',
        unitPrice: l.unitPrice ?? '0',
        discountRate: l.discountRate,
        vatRate: Number(l.vatRate ?? 0),
        withholdingCode: Number(l.vatRate ?? 0) === 0 ? null : l.withholdingCode,
      })),
    discountFromForm({ discountKind, discountValue }),
  );
  return (
    <>
      <DocumentLinesEditor nets={totals.lines.map((l) => l.net)} {...options} />
      <Row gutter={12} style={{ marginTop: 16 }}>
        <Col xs={24} md={10}>
          <DocumentDiscountField pricing={options.pricing ?? true} />
        </Col>
        <Col xs={24} md={14}>
          <DocumentTotalsView totals={totals} currency={options.currency} />
        </Col>
      </Row>
    </>
  );
}
