'use client';

import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useTranslations } from 'next-intl';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useGeneralSettingsMutations, useLogoUrl } from '@/lib/api-client/use-tenant-settings';
import { LOGO_MAX_BYTES, logoMimeTypes, type GeneralSettings } from '@/lib/schemas/tenant-settings';
import { useFeedback } from '@/components/ui/feedback';
import { Panel } from '@/components/ui/panel';

/** The logo: preview, upload (type and size checked here and again by the API) and removal after confirming. */
export function LogoCard({ logo, canEdit }: { logo: GeneralSettings['logo']; canEdit: boolean }) {
  const t = useTranslations('GeneralSettingsPage');
  const tv = useTranslations('Validation');
  const tc = useTranslations('Common');
  const { message, modal } = useFeedback();
  const url = useLogoUrl(logo?.updatedAt);
  const { upload, remove } = useGeneralSettingsMutations();
  const fail = (err: unknown) => {
    const body = apiErrorOf(err);
    void message.error(body?.fields?.logo ?? body?.message ?? tc('unexpectedError'));
  };

  const beforeUpload = (file: File) => {
    if (!(logoMimeTypes as readonly string[]).includes(file.type)) void message.error(tv('logoInvalidType'));
    else if (file.size > LOGO_MAX_BYTES) void message.error(tv('logoTooLarge'));
    else
      upload
        .mutateAsync(file)
        .then(() => void message.success(t('logoUploaded')))
        .catch(fail);
    return Upload.LIST_IGNORE;
  };

  const confirmRemove = () =>
    modal.confirm({
      title: t('logoRemoveConfirm'),
      okText: t('logoRemove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove
          .mutateAsync()
          .then(() => void message.success(t('logoRemoved')))
          .catch(fail),
    });

  return (
    <Panel title={t('logoTitle')} style={{ marginBottom: 24 }} testId="logo-card">
      <Flex gap={24} align="center" wrap>
        <div
          style={{
            width: 160,
            height: 96,
            border: '1px dashed #d9d9d9',
            borderRadius: 8,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {url ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data URL of an authenticated download
            <img
              src={url}
              alt={t('logoAlt')}
              style={{ maxWidth: '100%', maxHeight: '100%' }}
              data-testid="logo-preview"
            />
          ) : (
            <Typography.Text type="secondary">{t('logoNone')}</Typography.Text>
          )}
        </div>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('logoHint')}</Typography.Text>
          {canEdit ? (
            <Flex gap={8} wrap>
              <Upload
                accept={logoMimeTypes.join(',')}
                showUploadList={false}
                beforeUpload={beforeUpload}
                disabled={upload.isPending}
              >
                <Button icon={<UploadOutlined />} loading={upload.isPending}>
                  {logo ? t('logoReplace') : t('logoUpload')}
                </Button>
              </Upload>
              {logo ? (
                <Button danger icon={<DeleteOutlined />} onClick={confirmRemove}>
                  {t('logoRemove')}
                </Button>
              ) : null}
            </Flex>
          ) : null}
        </Flex>
      </Flex>
    </Panel>
  );
}
