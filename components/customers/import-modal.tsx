'use client';

import { UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Table, Tag, Typography, Upload } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { previewCustomerImport } from '@/lib/api-client/customer-requests';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useCustomerActions } from '@/lib/api-client/use-customers';
import type { ImportPreview } from '@/lib/schemas/customers';

type Row = ImportPreview['rows'][number];

/**
 * Import in two steps: the server checks the file and answers each row's errors (nothing is
 * written); on confirmation the same file is sent again and all valid rows go in one transaction.
 */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('CustomerImport');
  const tc = useTranslations('Common');
  const { message } = App.useApp();
  const { commitImport } = useCustomerActions();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => (setFile(null), setPreview(null), setError(null));
  const close = () => (reset(), onClose());

  async function check(selected: File) {
    reset();
    setFile(selected);
    setChecking(true);
    try {
      setPreview(await previewCustomerImport(selected));
    } catch (e) {
      const body = apiErrorOf(e);
      setError(body?.fields?.file ?? body?.message ?? tc('unexpectedError'));
    } finally {
      setChecking(false);
    }
  }

  async function commit() {
    try {
      const result = await commitImport.mutateAsync(file!);
      message.success(t('done', result));
      close();
    } catch (e) {
      setError(apiErrorOf(e)?.message ?? tc('unexpectedError'));
    }
  }

  const columns = [
    { key: 'row', title: t('rowNumber'), dataIndex: 'rowNumber', width: 72 },
    { key: 'name', title: t('name'), dataIndex: 'name' },
    {
      key: 'result',
      title: t('result'),
      render: (_: unknown, r: Row) =>
        Object.keys(r.errors).length === 0 ? (
          <Tag color="success">{t('ok')}</Tag>
        ) : (
          <Flex vertical gap={2}>
            {Object.values(r.errors).map((m) => (
              <Typography.Text key={m} type="danger">
                {m}
              </Typography.Text>
            ))}
          </Flex>
        ),
    },
  ];

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('title')}
      width={760}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>{t('cancel')}</Button>
          {preview ? (
            <Button
              type="primary"
              disabled={preview.validCount === 0}
              loading={commitImport.isPending}
              onClick={() => void commit()}
            >
              {t('commit', { count: preview.validCount })}
            </Button>
          ) : null}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Upload accept=".csv,.xlsx" showUploadList={false} maxCount={1} beforeUpload={(f) => (void check(f), false)}>
        <Button icon={<UploadOutlined />} loading={checking} data-testid="import-pick">
          {preview ? t('other') : t('pick')}
        </Button>
      </Upload>
      {file ? <Typography.Text style={{ marginLeft: 12 }}>{file.name}</Typography.Text> : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} /> : null}
      {preview ? (
        <>
          <Alert
            style={{ margin: '16px 0' }}
            showIcon
            type={preview.errorCount ? 'warning' : 'success'}
            title={
              preview.validCount === 0
                ? t('noValid')
                : t('summary', { valid: preview.validCount, errors: preview.errorCount })
            }
          />
          <Table<Row>
            rowKey="rowNumber"
            size="small"
            columns={columns}
            dataSource={preview.rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            data-testid="import-preview"
            rowClassName={(r) => (Object.keys(r.errors).length ? 'import-row-error' : '')}
          />
        </>
      ) : null}
    </Modal>
  );
}
