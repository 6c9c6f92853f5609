'use client';

import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Flex, Modal, Progress, Radio, Table, Tag, Typography, Upload } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NavLink } from '@/components/ui/nav-link';
import { downloadImportTemplate, previewCustomerImport } from '@/lib/api-client/customer-requests';
import { saveBlob } from '@/lib/api-client/download';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useCustomerActions } from '@/lib/api-client/use-customers';
import { detailPath } from '@/lib/modules/module-links';
import type { ImportMode, ImportPreview } from '@/lib/schemas/customers';
import { writeCsv } from '@/lib/utils/csv';
import { useFeedback } from '@/components/ui/feedback';

type Row = ImportPreview['rows'][number];

/** Seconds since `running` turned on: the long part is the server's work, which has no percentage. */
function useElapsed(running: boolean) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => (clearInterval(timer), setSeconds(0));
  }, [running]);
  return seconds;
}

/**
 * Import in two steps: the server decodes and checks the file and answers each row's cells, errors
 * and matching customer (nothing is written); on confirmation the same file is sent again with what
 * to do with matching customers, and all rows go in one transaction.
 */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('CustomerImport');
  const tc = useTranslations('Common');
  const { message } = useFeedback();
  const { commitImport } = useCustomerActions();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mode, setMode] = useState<ImportMode>('skip');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = checking || commitImport.isPending;
  const elapsed = useElapsed(busy);

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
      const result = await commitImport.mutateAsync({ file: file!, mode });
      message.success(t('done', result));
      close();
    } catch (e) {
      setError(apiErrorOf(e)?.message ?? tc('unexpectedError'));
    }
  }

  async function template(format: 'csv' | 'xlsx') {
    try {
      await downloadImportTemplate(format);
    } catch {
      message.error(tc('unexpectedError'));
    }
  }

  /** The rejected rows as the user's own columns plus the reasons, as Turkish Excel opens a CSV. */
  function downloadRejected() {
    const rejected = preview!.rows.filter((r) => Object.keys(r.errors).length);
    const width = preview!.header.length;
    const csv = writeCsv([
      [...preview!.header, t('reasonColumn')],
      ...rejected.map((r) => [
        ...Array.from({ length: width }, (_, i) => r.cells[i] ?? ''),
        Object.values(r.errors).join(' '),
      ]),
    ]);
    const base = (file?.name ?? 'musteriler').replace(/\.[^.]+$/, '');
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${base}-${t('rejectedFileSuffix')}.csv`);
  }

  const existingCount = preview?.existingCount ?? 0;
  const toWrite = preview ? preview.validCount - (mode === 'skip' ? existingCount : 0) : 0;

  const columns = [
    { key: 'row', title: t('rowNumber'), dataIndex: 'rowNumber', width: 64 },
    { key: 'name', title: t('name'), dataIndex: 'name', width: 200 },
    {
      key: 'cells',
      title: t('content'),
      ellipsis: true,
      render: (_: unknown, r: Row) => r.cells.filter((c) => c.trim()).join(' · '),
    },
    {
      key: 'result',
      title: t('result'),
      width: 240,
      render: (_: unknown, r: Row) =>
        Object.keys(r.errors).length ? (
          <Flex vertical gap={2}>
            {Object.values(r.errors).map((m) => (
              <Typography.Text key={m} type="danger">
                {m}
              </Typography.Text>
            ))}
          </Flex>
        ) : r.existing ? (
          <Flex vertical gap={2} align="start">
            <Tag color={mode === 'update' ? 'processing' : 'default'}>
              {mode === 'update' ? t('willUpdate') : t('willSkip')}
            </Tag>
            <NavLink href={detailPath('CustomerManagement', r.existing.id)} target="_blank">
              {r.existing.name}
            </NavLink>
          </Flex>
        ) : (
          <Tag color="success">{t('ok')}</Tag>
        ),
    },
  ];

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('title')}
      width={880}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close}>{t('cancel')}</Button>
          {preview ? (
            <Button
              type="primary"
              disabled={toWrite === 0}
              loading={commitImport.isPending}
              onClick={() => void commit()}
            >
              {t('commit', { count: toWrite })}
            </Button>
          ) : null}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <Upload
          accept=".csv,.txt,.xlsx"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(f) => (void check(f), false)}
        >
          <Button icon={<UploadOutlined />} loading={checking} disabled={busy} data-testid="import-pick">
            {preview ? t('other') : t('pick')}
          </Button>
        </Upload>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'xlsx', label: t('templateXlsx') },
              { key: 'csv', label: t('templateCsv') },
            ],
            onClick: ({ key }) => void template(key as 'csv' | 'xlsx'),
          }}
        >
          <Button icon={<DownloadOutlined />}>{t('template')}</Button>
        </Dropdown>
        {file ? <Typography.Text>{file.name}</Typography.Text> : null}
      </Flex>
      {busy ? (
        <div role="status" style={{ marginTop: 16 }} data-testid="import-progress">
          <Typography.Text type="secondary">
            {checking ? t('checking') : t('committing')} {t('elapsed', { seconds: elapsed })}
          </Typography.Text>
          <Progress percent={100} status="active" showInfo={false} />
        </div>
      ) : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} /> : null}
      {preview ? (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }} data-testid="import-encoding">
            {t('encoding', { encoding: t(`encodings.${preview.encoding}`) })}
          </Typography.Paragraph>
          {preview.unreadable > 0 ? (
            <Alert
              style={{ marginTop: 12 }}
              showIcon
              type="error"
              title={t('unreadable', { count: preview.unreadable })}
              data-testid="import-unreadable"
            />
          ) : null}
          <Alert
            style={{ margin: '12px 0' }}
            showIcon
            type={preview.errorCount ? 'warning' : 'success'}
            title={
              preview.validCount === 0
                ? t('noValid')
                : t('summary', { valid: preview.validCount, errors: preview.errorCount })
            }
            action={
              preview.errorCount ? (
                <Button size="small" icon={<DownloadOutlined />} onClick={downloadRejected}>
                  {t('rejectedDownload', { count: preview.errorCount })}
                </Button>
              ) : undefined
            }
          />
          {existingCount > 0 ? (
            <Flex vertical gap={4} style={{ marginBottom: 12 }}>
              <Typography.Text>{t('existingSummary', { count: existingCount })}</Typography.Text>
              <Radio.Group
                value={mode}
                onChange={(e) => setMode(e.target.value as ImportMode)}
                aria-label={t('modeLabel')}
                options={[
                  { value: 'skip', label: t('modeSkip') },
                  { value: 'update', label: t('modeUpdate') },
                ]}
              />
            </Flex>
          ) : null}
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
