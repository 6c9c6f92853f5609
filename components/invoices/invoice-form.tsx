'use client';

import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { addDaysIso, todayIso } from '@/components/ui/date-field';
import { DateField } from '@/components/ui/form-fields';
import { CustomerField } from '@/components/documents/customer-field';
import {
  invoiceDocument,
  type DiscountValues,
  type DocumentLineValues,
} from '@/components/documents/document-line-values';
import { DocumentLinesSection } from '@/components/documents/document-lines-section';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { invoiceSeriesResource, optionsQuery } from '@/lib/api-client/finance-resources';
import { invoiceResource } from '@/lib/api-client/invoice-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import type { CreateInvoiceInput, Invoice } from '@/lib/schemas/invoices';
import { formatMoneyTr } from '@/lib/utils/decimal';

/** Payment term when the customer has none of its own (DESIGN: the tenant setting will replace it). */
const DEFAULT_TERM_DAYS = 30;

type Values = Omit<CreateInvoiceInput, 'lines' | 'discount'> & DiscountValues & { lines: DocumentLineValues[] };
/** Values of a new invoice (e.g. a return of an invoice, a customer chosen on its page), in the API's shape. */
export type InvoicePreset = Partial<CreateInvoiceInput> & {
  customerName?: string;
  originalNumber?: string;
  remaining?: string;
};

/** A stored invoice (or a preset in the API's shape) as the form holds it: lines and discount untouched. */
const toFormValues = ({ lines, discount, ...rest }: Partial<CreateInvoiceInput>) => ({
  ...rest,
  ...invoiceDocument.toForm({
    discount,
    lines: (lines ?? []).map((l) => ({
      ...l,
      itemKind: l.itemKind ?? 'text',
      productId: (l.productId as string | null | undefined) ?? null,
      laborId: (l.laborId as string | null | undefined) ?? null,
      discountRate: (l.discountRate as string | undefined) ?? '0',
      vatExemptionCode: l.vatExemptionCode ?? null,
    })),
  }),
});

function toInput({ lines, discountKind, discountValue, ...values }: Values): CreateInvoiceInput {
  return {
    ...values,
    originalInvoiceId: values.kind === 'return' ? values.originalInvoiceId : null,
    ...invoiceDocument.toInput({ lines, discountKind, discountValue }),
  };
}

/** Create or edit a draft invoice (sales or return) with its lines and live totals. */
export function InvoiceForm({
  record,
  onClose,
  onSaved,
  preset,
}: {
  record: Invoice | null;
  onClose: () => void;
  onSaved?: (invoice: Invoice) => void;
  preset?: InvoicePreset;
}) {
  const t = useTranslations('InvoiceForm');
  const tenantId = useTenantId();
  const series = useQuery(
    invoiceSeriesResource.listOptions(tenantId, { ...optionsQuery, sortField: 'year', sortOrder: 'desc' }),
  );
  const seriesOptions = (series.data?.items ?? []).map((s) => ({
    value: s.id,
    label: `${s.code} ${s.year} (${s.nextNumber})`,
  }));
  const defaultSeries = series.data?.items.find((s) => s.isDefault)?.id ?? null;

  const blank = (): Values => {
    const invoiceDate = todayIso();
    const { customerName: _n, originalNumber: _o, remaining: _r, ...values } = preset ?? {};
    return {
      kind: 'sales',
      customerId: '',
      seriesId: defaultSeries,
      originalInvoiceId: null,
      invoiceDate,
      dueDate: addDaysIso(invoiceDate, DEFAULT_TERM_DAYS),
      currency: 'TRY',
      notes: '',
      ...toFormValues({ lines: [], ...values }),
    };
  };

  return (
    <ResourceFormDrawer<Invoice, Values, CreateInvoiceInput>
      resource={invoiceResource}
      record={record}
      title={record ? t('editTitle') : preset?.kind === 'return' ? t('returnTitle') : t('createTitle')}
      width={1180}
      toValues={(inv) =>
        inv
          ? {
              kind: inv.kind,
              customerId: inv.customerId,
              seriesId: inv.seriesId,
              originalInvoiceId: inv.originalInvoiceId,
              invoiceDate: inv.invoiceDate,
              dueDate: inv.dueDate,
              currency: 'TRY',
              notes: inv.notes,
              ...invoiceDocument.toForm(inv),
            }
          : blank()
      }
      toInput={toInput}
      onClose={onClose}
      onSaved={onSaved}
      testId="invoice-form"
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <CustomerField
            label={t('customer')}
            requiredMessage={t('customerRequired')}
            initialLabel={record?.customerName ?? preset?.customerName}
            disabled={Boolean(preset?.originalInvoiceId) || record?.kind === 'return'}
          />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="seriesId" label={t('series')} extra={t('seriesHint')}>
            <Select allowClear options={seriesOptions} loading={series.isPending} aria-label={t('series')} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <DateField name="invoiceDate" label={t('invoiceDate')} requiredMessage={t('dateRequired')} />
        </Col>
        <Col xs={12} sm={6}>
          <DateField name="dueDate" label={t('dueDate')} requiredMessage={t('dateRequired')} />
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="notes" label={t('notes')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
        <Form.Item name="kind" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="originalInvoiceId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="currency" hidden>
          <Input />
        </Form.Item>
      </Row>
      {record?.kind === 'return' || preset?.kind === 'return' ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('returnOf', { number: record?.originalInvoiceNumber ?? preset?.originalNumber ?? '' })}
          description={
            preset?.remaining ? t('returnRemaining', { amount: formatMoneyTr(preset.remaining) }) : undefined
          }
        />
      ) : null}
      <DocumentLinesSection requireExemption />
    </ResourceFormDrawer>
  );
}
