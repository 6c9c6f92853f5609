'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Col, Flex, Form, Input, Row, Select } from 'antd';
import { DatePicker } from '@/components/ui/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { PriorityField, TitleAndDescriptionFields } from '@/components/tasks/job-fields';
import { CustomerField } from '@/components/documents/customer-field';
import {
  workOrderDocument,
  type DiscountValues,
  type DocumentLineValues,
} from '@/components/documents/document-line-values';
import { DocumentLinesSection } from '@/components/documents/document-lines-section';
import { ResourceFormDrawer } from '@/components/ui/resource-form-drawer';
import { SectionTitle } from '@/components/ui/section-title';
import { customerResource } from '@/lib/api-client/customer-requests';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { workOrderResource } from '@/lib/api-client/work-order-resources';
import { createWorkOrderInputSchema, type CreateWorkOrderInput, type WorkOrder } from '@/lib/schemas/work-orders';
import { useWorkOrderAssignees } from './work-order-parts';

type Values = Omit<CreateWorkOrderInput, 'plannedStart' | 'plannedEnd' | 'lines' | 'discount'> &
  DiscountValues & {
    plannedStart?: Dayjs | null;
    plannedEnd?: Dayjs | null;
    lines: DocumentLineValues[];
  };

const blank: Values = {
  customerId: '',
  contactId: null,
  addressId: null,
  title: '',
  description: null,
  priority: 'normal',
  plannedStart: null,
  plannedEnd: null,
  assigneeIds: [],
  discountKind: 'none',
  lines: [],
  checklist: [],
};

const toValues = (w: WorkOrder | null): Values =>
  w
    ? {
        customerId: w.customerId,
        contactId: w.contactId,
        addressId: w.addressId,
        title: w.title,
        description: w.description,
        priority: w.priority,
        plannedStart: w.plannedStart ? dayjs(w.plannedStart) : null,
        plannedEnd: w.plannedEnd ? dayjs(w.plannedEnd) : null,
        assigneeIds: w.assignees.map((a) => a.id),
        ...workOrderDocument.toForm(w),
        checklist: w.checklist,
      }
    : blank;

/** The customer's contacts and addresses, to choose the order's contact and service address. */
function CustomerPlaces({ record }: { record: WorkOrder | null }) {
  const t = useTranslations('WorkOrderForm');
  const tenantId = useTenantId();
  const form = Form.useFormInstance();
  const customerId = Form.useWatch('customerId') as string | undefined;
  const customer = useQuery({
    ...customerResource.detailOptions(tenantId, customerId ?? ''),
    enabled: Boolean(customerId),
  });
  const tv = useTranslations('Validation');
  return (
    <>
      <CustomerField
        label={t('customer')}
        requiredMessage={tv('required')}
        initialLabel={record?.customerName}
        onChange={() => form.setFieldsValue({ contactId: null, addressId: null })}
      />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="contactId" label={t('contact')}>
            <Select
              allowClear
              loading={customer.isFetching}
              options={(customer.data?.contacts ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="addressId" label={t('address')}>
            <Select
              allowClear
              loading={customer.isFetching}
              options={(customer.data?.addresses ?? []).map((a) => ({
                value: a.id,
                label: [a.title, a.line, a.city].filter(Boolean).join(', '),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

function Checklist() {
  const t = useTranslations('WorkOrderForm');
  return (
    <>
      <SectionTitle marginTop={16}>{t('checklist')}</SectionTitle>
      <Form.List name="checklist">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }) => (
              <Flex key={key} gap={8} align="baseline">
                <Form.Item name={[name, 'done']} valuePropName="checked">
                  <Checkbox aria-label={t('checklistDone')} />
                </Form.Item>
                <Form.Item
                  name={[name, 'text']}
                  style={{ flex: 1 }}
                  rules={[{ required: true, message: t('checklistText') }]}
                >
                  <Input placeholder={t('checklistText')} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('removeItem')}
                  onClick={() => remove(name)}
                />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ text: '', done: false })}>
              {t('addItem')}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}

/** Create or edit a work order: customer, contact, service address, planning, assignees, lines and checklist. */
export function WorkOrderForm({ record, onClose }: { record: WorkOrder | null; onClose: () => void }) {
  const t = useTranslations('WorkOrderForm');
  const assignees = useWorkOrderAssignees();
  // Prices are an office matter: without work-orders.pricing they are shown, not edited.
  const pricing = useCan('work-orders.pricing');
  const shape = createWorkOrderInputSchema.shape;
  return (
    <ResourceFormDrawer<WorkOrder, Values, CreateWorkOrderInput>
      resource={workOrderResource}
      record={record}
      title={record ? t('editTitle', { number: record.number }) : t('createTitle')}
      toValues={toValues}
      toInput={({ plannedStart, plannedEnd, lines, discountKind, discountValue, ...values }) => ({
        ...values,
        plannedStart: plannedStart ? plannedStart.toISOString() : null,
        plannedEnd: plannedEnd ? plannedEnd.toISOString() : null,
        ...workOrderDocument.toInput({ lines, discountKind, discountValue }),
      })}
      onClose={onClose}
      testId="work-order-form"
      width={1180}
    >
      <CustomerPlaces record={record} />
      <TitleAndDescriptionFields
        labels={{ title: t('title'), description: t('description') }}
        titleSchema={shape.title}
      />
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <PriorityField label={t('priority')} />
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="plannedStart" label={t('plannedStart')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="plannedEnd" label={t('plannedEnd')}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="assigneeIds" label={t('assignees')}>
        <Select
          mode="multiple"
          allowClear
          loading={assignees.isPending}
          optionFilterProp="label"
          options={(assignees.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        />
      </Form.Item>
      <SectionTitle>{t('lines')}</SectionTitle>
      <DocumentLinesSection pricing={pricing} />
      <Checklist />
    </ResourceFormDrawer>
  );
}
