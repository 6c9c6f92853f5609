'use client';

import { NumberOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormError } from '@/components/ui/form-errors';
import { useFieldRules } from '@/components/ui/use-field-rules';
import { offerSettingsOptions, saveOfferSettings } from '@/lib/api-client/offer-resources';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { updateOfferSettingsInputSchema, type UpdateOfferSettingsInput } from '@/lib/schemas/offers';
import { formatDocumentNumber } from '@/lib/utils/document-number';
import { useFeedback } from '@/components/ui/feedback';

/** The offer numbering pattern (TKL-{YYYY}-{00000}) and default validity, for users who edit offers. */
export function OfferSettingsButton() {
  const t = useTranslations('OfferTemplatesPage');
  const { message } = useFeedback();
  const canEdit = useCan('offers.update');
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<UpdateOfferSettingsInput>();
  const formError = useFormError(form);
  const [error, setError] = useState<string | null>(null);
  const rules = useFieldRules();
  const shape = updateOfferSettingsInputSchema.shape;
  const settings = useQuery({ ...offerSettingsOptions(tenantId), enabled: open });
  const save = useMutation({
    mutationFn: saveOfferSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(offerSettingsOptions(tenantId).queryKey, saved);
      message.success(t('settingsSaved'));
      setOpen(false);
    },
    onError: (e) => setError(formError(e)),
  });
  const pattern = Form.useWatch('numberPattern', form);
  if (!canEdit) return null;
  return (
    <>
      <Button icon={<NumberOutlined />} onClick={() => setOpen(true)}>
        {t('settings')}
      </Button>
      <Modal
        open={open && Boolean(settings.data)}
        title={t('settings')}
        okText={t('save')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: save.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {error ? (
          <Alert type="error" title={error === 'stale' ? t('stale') : error} style={{ marginBottom: 12 }} />
        ) : null}
        <Form
          form={form}
          layout="vertical"
          initialValues={settings.data}
          onFinish={(values) => {
            setError(null);
            save.mutate({ ...values, version: settings.data!.version });
          }}
        >
          <Form.Item
            name="numberPattern"
            label={t('numberPattern')}
            rules={rules(shape.numberPattern)}
            extra={
              pattern
                ? t('numberExample', { example: formatDocumentNumber(pattern, new Date().getFullYear(), 7) })
                : null
            }
          >
            <Input />
          </Form.Item>
          <Form.Item name="validityDays" label={t('validityDays')} rules={rules(shape.validityDays)}>
            <InputNumber min={1} max={365} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
