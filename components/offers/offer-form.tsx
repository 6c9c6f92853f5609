'use client';

import { useQuery } from '@tanstack/react-query';
import { Col, Divider, Form, Input, Row, Select } from 'antd';
import { DatePicker } from '@/components/ui/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import {
  offerDocument,
  offerLineValues,
  type DiscountValues,
  type DocumentLineValues,
} from '@/components/documents/document-line-values';
import { DocumentLinesSection } from '@/components/documents/document-lines-section';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { offerResource, offerSettingsOptions, offerTemplateResource } from '@/lib/api-client/offer-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import { istanbulToday } from '@/lib/utils/dates';
import { createOfferInputSchema, type CreateOfferInput, type Offer, type OfferTemplate } from '@/lib/schemas/offers';
import { ContactPicker, CustomerPicker } from '@/components/documents/customer-picker';

interface Values extends DiscountValues {
  customerId?: string;
  contactId?: string | null;
  offerDate: string;
  validUntil: string;
  subject: string;
  intro?: string | null;
  terms?: string | null;
  internalNote?: string | null;
  lines: DocumentLineValues[];
}

const ISO = 'YYYY-MM-DD';
const today = () => istanbulToday();
const addDays = (day: string, days: number) => dayjs(day, ISO).add(days, 'day').format(ISO);

/** DatePicker <-> 'YYYY-MM-DD' in the form values (the API's date format). */
const dateProps = {
  getValueProps: (v?: string) => ({ value: v ? dayjs(v, ISO) : null }),
  normalize: (d?: Dayjs | null) => (d ? d.format(ISO) : undefined),
};

const toValues = (offer: Offer | null, validityDays: number, preset?: Partial<Values>): Partial<Values> =>
  offer
    ? {
        customerId: offer.customerId,
        contactId: offer.contactId,
        offerDate: offer.offerDate,
        validUntil: offer.validUntil,
        subject: offer.subject,
        intro: offer.intro,
        terms: offer.terms,
        internalNote: offer.internalNote,
        ...offerDocument.toForm(offer),
      }
    : {
        offerDate: today(),
        validUntil: addDays(today(), validityDays),
        discountKind: 'none',
        lines: [],
        ...preset,
      };

const toInput = (v: Values): CreateOfferInput => ({
  customerId: v.customerId ?? '',
  contactId: v.contactId ?? null,
  offerDate: v.offerDate,
  validUntil: v.validUntil,
  currency: 'TRY',
  subject: v.subject,
  intro: v.intro ?? null,
  terms: v.terms ?? null,
  internalNote: v.internalNote ?? null,
  ...offerDocument.toInput(v),
});

/** Applies a template: texts, validity from the offer date, and its default lines. */
function TemplateSelect() {
  const t = useTranslations('OfferForm');
  const form = Form.useFormInstance<Values>();
  const tenantId = useTenantId();
  const query = { pageIndex: 0, pageSize: 100, sortField: 'name', sortOrder: 'asc' } as const;
  const templates = useQuery(offerTemplateResource.listOptions(tenantId, query));
  const apply = (template: OfferTemplate) => {
    const offerDate = form.getFieldValue('offerDate') ?? today();
    form.setFieldsValue({
      intro: template.intro,
      terms: template.terms,
      validUntil: addDays(offerDate, template.validityDays),
      lines: template.lines.map(offerLineValues.toForm),
    });
  };
  return (
    <Form.Item label={t('template')}>
      <Select<string>
        allowClear
        placeholder={t('templatePlaceholder')}
        loading={templates.isFetching}
        data-testid="template-select"
        options={(templates.data?.items ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }))}
        onChange={(id) => {
          const template = templates.data?.items.find((tpl) => tpl.id === id);
          if (template) apply(template);
        }}
      />
    </Form.Item>
  );
}

/** Create or edit a draft offer: header, ordered lines, document discount, live totals. */
export function OfferForm({
  record,
  onClose,
  onSaved,
  preset,
}: {
  record: Offer | null;
  onClose: () => void;
  onSaved?: (offer: Offer) => void;
  preset?: Partial<Values>;
}) {
  const t = useTranslations('OfferForm');
  const rules = useFieldRules();
  const shape = createOfferInputSchema.shape;
  const tenantId = useTenantId();
  const settings = useQuery({ ...offerSettingsOptions(tenantId), enabled: !record });
  return (
    <ResourceFormDrawer<Offer, Values, CreateOfferInput>
      resource={offerResource}
      record={record}
      title={record ? t('editTitle', { number: record.number }) : t('createTitle')}
      toValues={(o) => toValues(o, settings.data?.validityDays ?? 15, preset)}
      toInput={toInput}
      onClose={onClose}
      onSaved={onSaved}
      width={1180}
      testId="offer-form"
    >
      {record ? null : <TemplateSelect />}
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="customerId" label={t('customer')} rules={rules(shape.customerId)}>
            <CustomerPicker initialLabel={record?.customerName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item noStyle dependencies={['customerId']}>
            {({ getFieldValue }) => (
              <Form.Item name="contactId" label={t('contact')}>
                <ContactPicker customerId={getFieldValue('customerId')} />
              </Form.Item>
            )}
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="offerDate" label={t('offerDate')} rules={rules(shape.offerDate)} {...dateProps}>
            <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="validUntil" label={t('validUntil')} rules={rules(shape.validUntil)} {...dateProps}>
            <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="subject" label={t('subject')} rules={rules(shape.subject)}>
            <Input data-testid="offer-subject" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="intro" label={t('intro')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="terms" label={t('terms')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('lines')}</Divider>
      <DocumentLinesSection withDescription />
      <Form.Item name="internalNote" label={t('internalNote')} extra={t('internalNoteHint')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
    </ResourceFormDrawer>
  );
}
