'use client';

import { CodeOutlined, FilePdfOutlined, MailOutlined, StopOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Space } from 'antd';
import Decimal from 'decimal.js';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiErrorOf } from '@/lib/api-client/errors';
import { invoiceSeriesResource, optionsQuery } from '@/lib/api-client/finance-resources';
import {
  cancelInvoice,
  downloadInvoicePdf,
  downloadInvoiceUbl,
  invoiceResource,
  issueInvoice,
  sendInvoice,
} from '@/lib/api-client/invoice-resources';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { useRecordAction } from '@/lib/api-client/use-resource';
import type { Invoice } from '@/lib/schemas/invoices';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { useFeedback } from '@/components/ui/feedback';

function useInvoiceWrite<A>(fn: (a: A) => Promise<Invoice>, onDone?: (inv: Invoice) => void) {
  const { message } = useFeedback();
  return useRecordAction(invoiceResource, fn, {
    onSuccess: onDone,
    onError: (error) => void message.error(apiErrorOf(error)?.message ?? String(error)),
  });
}

/** Issue (with a series), download the PDF and the UBL-TR XML, send by email and cancel with a reason, by permission and status. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('InvoiceActions');
  const { message } = useFeedback();
  const tenantId = useTenantId();
  const can = { issue: useCan('invoices.issue'), cancel: useCan('invoices.cancel') };
  const [open, setOpen] = useState<'issue' | 'cancel' | 'send' | null>(null);
  // An invoice changed after it came from an accepted offer is issued only once the difference is seen.
  const differsFromOffer = Boolean(
    invoice.acceptedOffer && !new Decimal(invoice.acceptedOffer.grandTotal).equals(invoice.grandTotal),
  );
  const [differenceAccepted, setDifferenceAccepted] = useState(false);
  const [sendKey, setSendKey] = useState('');
  const close = () => setOpen(null);
  const issue = useInvoiceWrite(issueInvoice, (inv) => {
    message.success(t('issued', { number: inv.number ?? '' }));
    close();
  });
  const cancel = useInvoiceWrite(cancelInvoice, () => {
    message.success(t('cancelled'));
    close();
  });
  const send = useInvoiceWrite(sendInvoice, () => {
    message.success(t('sent'));
    close();
  });
  const series = useQuery({
    ...invoiceSeriesResource.listOptions(tenantId, { ...optionsQuery, sortField: 'year', sortOrder: 'desc' }),
    enabled: open === 'issue',
  });
  const [issueForm] = Form.useForm<{ seriesId: string | null }>();
  const [cancelForm] = Form.useForm<{ reason: string }>();
  const [sendForm] = Form.useForm<{ to: string; message: string }>();

  return (
    <Space wrap>
      {invoice.status === 'draft' && can.issue ? (
        <Button
          type="primary"
          icon={<ThunderboltOutlined />}
          onClick={() => setOpen('issue')}
          data-testid="invoice-issue"
        >
          {t('issue')}
        </Button>
      ) : null}
      <Button
        icon={<FilePdfOutlined />}
        onClick={() => void downloadInvoicePdf(invoice.id).catch(() => message.error(t('pdfError')))}
      >
        {t('pdf')}
      </Button>
      {invoice.ettn ? (
        <Button
          icon={<CodeOutlined />}
          onClick={() => void downloadInvoiceUbl(invoice.id).catch(() => message.error(t('ublError')))}
          data-testid="invoice-ubl"
        >
          {t('ubl')}
        </Button>
      ) : null}
      {invoice.status === 'issued' && can.issue ? (
        <Button
          icon={<MailOutlined />}
          onClick={() => {
            setSendKey(`invoice-send-${invoice.id}-${Date.now()}`);
            setOpen('send');
          }}
        >
          {t('send')}
        </Button>
      ) : null}
      {invoice.status === 'issued' && can.cancel ? (
        <Button danger icon={<StopOutlined />} onClick={() => setOpen('cancel')} data-testid="invoice-cancel">
          {t('cancel')}
        </Button>
      ) : null}

      <Modal
        open={open === 'issue'}
        title={t('issueTitle')}
        okText={t('issueConfirm')}
        cancelText={t('close')}
        confirmLoading={issue.isPending}
        onCancel={close}
        okButtonProps={{ disabled: differsFromOffer && !differenceAccepted }}
        onOk={() => void issueForm.validateFields().then((v) => issue.mutate({ id: invoice.id, seriesId: v.seriesId }))}
        destroyOnHidden
      >
        <p>{t('issueText')}</p>
        {differsFromOffer ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="offer-total-mismatch"
            title={t('offerMismatch', {
              offer: formatMoneyTr(invoice.acceptedOffer!.grandTotal),
              invoice: formatMoneyTr(invoice.grandTotal),
            })}
            description={
              <Checkbox checked={differenceAccepted} onChange={(e) => setDifferenceAccepted(e.target.checked)}>
                {t('offerMismatchConfirm')}
              </Checkbox>
            }
          />
        ) : null}
        <Form form={issueForm} layout="vertical" initialValues={{ seriesId: invoice.seriesId }}>
          <Form.Item name="seriesId" label={t('series')} extra={t('seriesHint')}>
            <Select
              allowClear
              loading={series.isPending}
              options={(series.data?.items ?? []).map((s) => ({
                value: s.id,
                label: `${s.code} ${s.year} → ${s.nextNumber}`,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={open === 'cancel'}
        title={t('cancelTitle')}
        okText={t('cancelConfirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('close')}
        confirmLoading={cancel.isPending}
        onCancel={close}
        onOk={() => void cancelForm.validateFields().then((v) => cancel.mutate({ id: invoice.id, reason: v.reason }))}
        destroyOnHidden
      >
        <Form form={cancelForm} layout="vertical">
          <Form.Item
            name="reason"
            label={t('reason')}
            rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 2 }} data-testid="cancel-reason" />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={open === 'send'}
        title={t('sendTitle')}
        okText={t('sendConfirm')}
        cancelText={t('close')}
        confirmLoading={send.isPending}
        onCancel={close}
        onOk={() =>
          void sendForm
            .validateFields()
            .then((v) => send.mutate({ id: invoice.id, key: sendKey, to: v.to || null, message: v.message || null }))
        }
        destroyOnHidden
      >
        <Form form={sendForm} layout="vertical" initialValues={{ to: invoice.customerEmail ?? '' }}>
          <Form.Item name="to" label={t('to')} rules={[{ required: true, type: 'email', message: t('toRequired') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="message" label={t('message')}>
            <Input.TextArea autoSize={{ minRows: 2 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
