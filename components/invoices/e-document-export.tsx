'use client';

import { Alert, Form, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateField } from '@/components/ui/form-fields';
import { apiErrorOf } from '@/lib/api-client/errors';
import { downloadEDocuments } from '@/lib/api-client/invoice-resources';
import { useAfterWrite } from '@/lib/api-client/use-resource';
import { istanbulToday } from '@/lib/utils/dates';

type Range = { from: string; to: string };

/**
 * "e-Belge Dışa Aktar": the ZIP of the UBL-TR XML and PDF of every issued invoice in a date range, to
 * upload to the integrator's portal; the exported invoices' state moves on, so the list is read again.
 * Loaded when the list's button opens it (e-document-export-button.tsx).
 */
export function EDocumentExportDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('EDocumentExport');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<Range>();
  const afterWrite = useAfterWrite('invoices');
  const today = istanbulToday();
  const run = async () => {
    const range = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      await downloadEDocuments(range);
      afterWrite();
      onClose();
    } catch (err) {
      setError(apiErrorOf(err)?.message ?? t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('title')}
      okText={t('download')}
      cancelText={t('close')}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() => void run()}
      destroyOnHidden
    >
      <p>{t('text')}</p>
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} /> : null}
      <Form<Range> form={form} layout="vertical" initialValues={{ from: `${today.slice(0, 8)}01`, to: today }}>
        <DateField name="from" label={t('from')} requiredMessage={t('required')} />
        <DateField name="to" label={t('to')} requiredMessage={t('required')} />
      </Form>
    </Modal>
  );
}
