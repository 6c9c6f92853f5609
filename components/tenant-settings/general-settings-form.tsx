'use client';

import { Alert, Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormError } from '@/components/ui/form-errors';
import { useGeneralSettingsMutations } from '@/lib/api-client/use-tenant-settings';
import { updateGeneralSettingsInputSchema, type GeneralSettings } from '@/lib/schemas/tenant-settings';
import { eInvoiceScenarios } from '@/lib/schemas/values/invoices';
import { currencies, vatRates } from '@/lib/schemas/values/money';
import { zodRule } from '@/lib/utils/zod-rules';
import { useFeedback } from '@/components/ui/feedback';
import { Panel } from '@/components/ui/panel';

type Values = Omit<GeneralSettings, 'logo' | 'version'>;

/** Company details, currency, default KDV and the e-Fatura scenario; read-only without settings.update. */
export function GeneralSettingsForm({ settings, canEdit }: { settings: GeneralSettings; canEdit: boolean }) {
  const t = useTranslations('GeneralSettingsPage');
  const tv = useTranslations('Validation');
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const { save } = useGeneralSettingsMutations();
  const shape = updateGeneralSettingsInputSchema.shape;
  const rule = (schema: (typeof shape)[keyof typeof shape]) => [zodRule(schema, tv, tv.has)];

  const onFinish = async (values: Values) => {
    setError(null);
    try {
      await save.mutateAsync({ ...values, version: settings.version });
      void message.success(t('saved'));
    } catch (err) {
      setError(formError(err));
    }
  };

  const { logo: _logo, version: _version, ...initialValues } = settings;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!canEdit}
      initialValues={initialValues}
      onFinish={onFinish}
      data-testid="general-settings-form"
    >
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Panel title={t('companyTitle')} style={{ marginBottom: 24 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="companyName"
              label={t('companyName')}
              rules={rule(shape.companyName)}
              extra={t('companyHint')}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="taxNumber" label={t('taxNumber')} rules={rule(shape.taxNumber)}>
              <Input inputMode="numeric" maxLength={11} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="taxOffice" label={t('taxOffice')} rules={rule(shape.taxOffice)}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="address" label={t('address')} rules={rule(shape.address)}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="district" label={t('district')} extra={t('districtHint')} rules={rule(shape.district)}>
              <Input maxLength={100} autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="city" label={t('city')} rules={rule(shape.city)}>
              <Input maxLength={100} autoComplete="address-level1" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="postalCode" label={t('postalCode')} rules={rule(shape.postalCode)}>
              <Input inputMode="numeric" maxLength={5} autoComplete="postal-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="mersisNumber"
              label={t('mersisNumber')}
              extra={t('mersisHint')}
              rules={rule(shape.mersisNumber)}
            >
              <Input inputMode="numeric" autoComplete="off" maxLength={19} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="tradeRegistryNumber"
              label={t('tradeRegistryNumber')}
              rules={rule(shape.tradeRegistryNumber)}
            >
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label={t('phone')} rules={rule(shape.phone)}>
              <Input type="tel" autoComplete="tel" maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label={t('email')} rules={rule(shape.email)}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </Col>
        </Row>
      </Panel>
      <Panel title={t('financeTitle')} style={{ marginBottom: 24 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="currency" label={t('currency')} rules={rule(shape.currency)}>
              <Select options={currencies.map((c) => ({ value: c, label: t(`currencies.${c}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="defaultVatRate" label={t('defaultVatRate')} rules={rule(shape.defaultVatRate)}>
              <Select options={vatRates.map((r) => ({ value: r, label: t('vatOption', { rate: r }) }))} />
            </Form.Item>
          </Col>
        </Row>
      </Panel>
      <Panel title={t('eDocumentTitle')} style={{ marginBottom: 24 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="eInvoiceScenario"
              label={t('eInvoiceScenario')}
              extra={t('eInvoiceScenarioHint')}
              rules={rule(shape.eInvoiceScenario)}
            >
              <Select options={eInvoiceScenarios.map((s) => ({ value: s, label: t(`eInvoiceScenarios.${s}`) }))} />
            </Form.Item>
          </Col>
        </Row>
      </Panel>
      {canEdit ? (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      ) : null}
    </Form>
  );
}
