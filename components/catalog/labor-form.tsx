'use client';

import { Col, Form, Input, Row } from 'antd';
import { useTranslations } from 'next-intl';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { laborResource } from '@/lib/api-client/catalog-resources';
import { createLaborInputSchema, laborUnits, type CreateLaborInput, type Labor } from '@/lib/schemas/catalog';
import { CatalogItemFields } from './catalog-item-fields';

const blank: CreateLaborInput = {
  name: '',
  categoryId: null,
  unit: 'saat',
  rate: '',
  currency: 'TRY',
  vatRate: 20,
  active: true,
};

/** Create or edit; loaded when first opened, so the list page does not carry the form's code. */
export function LaborForm({ record, onClose }: { record: Labor | null; onClose: () => void }) {
  const t = useTranslations('LaborsPage');
  const rules = useFieldRules();
  return (
    <ResourceFormDrawer<Labor, CreateLaborInput, CreateLaborInput>
      resource={laborResource}
      record={record}
      title={record ? t('editTitle') : t('createTitle')}
      toValues={(l) => (l ? ({ ...blank, ...l } as CreateLaborInput) : blank)}
      toInput={(values) => values}
      onClose={onClose}
      testId="labor-form"
    >
      <Row gutter={12}>
        <Col span={24}>
          <Form.Item name="name" label={t('name')} rules={rules(createLaborInputSchema.shape.name)}>
            <Input />
          </Form.Item>
        </Col>
        <CatalogItemFields units={laborUnits} price={{ name: 'rate', label: t('rate') }} />
      </Row>
    </ResourceFormDrawer>
  );
}
