'use client';

import { Col, Divider, Form, Input, InputNumber, Row } from 'antd';
import { useTranslations } from 'next-intl';
import { DocumentLinesEditor } from '@/components/documents/document-lines-editor';
import { offerLineValues, type DocumentLineValues } from '@/components/documents/document-line-values';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { offerTemplateResource } from '@/lib/api-client/offer-resources';
import {
  createOfferTemplateInputSchema,
  type CreateOfferTemplateInput,
  type OfferTemplate,
} from '@/lib/schemas/offers';

interface Values {
  name: string;
  intro?: string | null;
  terms?: string | null;
  validityDays: number;
  lines: DocumentLineValues[];
}

/** Create or edit an offer template: name, validity, texts and default lines. */
export function OfferTemplateForm({ record, onClose }: { record: OfferTemplate | null; onClose: () => void }) {
  const t = useTranslations('OfferTemplatesPage');
  const tf = useTranslations('OfferForm');
  const rules = useFieldRules();
  const shape = createOfferTemplateInputSchema.shape;
  return (
    <ResourceFormDrawer<OfferTemplate, Values, CreateOfferTemplateInput>
      resource={offerTemplateResource}
      record={record}
      title={record ? t('editTitle') : t('createTitle')}
      toValues={(r) =>
        r ? { ...r, lines: r.lines.map(offerLineValues.toForm) } : { name: '', validityDays: 15, lines: [] }
      }
      toInput={(v) => ({
        name: v.name,
        intro: v.intro ?? null,
        terms: v.terms ?? null,
        validityDays: v.validityDays,
        lines: (v.lines ?? []).map(offerLineValues.toInput),
      })}
      onClose={onClose}
      width={1100}
      testId="offer-template-form"
    >
      <Row gutter={12}>
        <Col xs={24} md={16}>
          <Form.Item name="name" label={t('name')} rules={rules(shape.name)}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="validityDays" label={t('validityDays')} rules={rules(shape.validityDays)}>
            <InputNumber min={1} max={365} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="intro" label={tf('intro')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="terms" label={tf('terms')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('defaultLines')}</Divider>
      <DocumentLinesEditor withDescription optional />
    </ResourceFormDrawer>
  );
}
