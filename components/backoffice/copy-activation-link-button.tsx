'use client';

import { CheckOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useTenantMutations } from '@/lib/api-client/use-backoffice-writes';
import { apiErrorOf } from '@/lib/api-client/errors';
import { COPY_FEEDBACK_MS } from '@/lib/config/constants';
import { useFeedback } from '@/components/ui/feedback';

/**
 * Creates a fresh activation link for the tenant's pending owner and copies it. The 'copied'
 * indicator shows for the specification's 3 seconds. Without clipboard access (an http address
 * other than localhost) the link is shown to copy by hand instead.
 */
export function CopyActivationLinkButton({ tenantId }: { tenantId: string }) {
  const t = useTranslations('BackofficeTenants');
  const tc = useTranslations('Common');
  const { message, modal } = useFeedback();
  const { activationLink } = useTenantMutations();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    let link: string;
    try {
      link = (await activationLink.mutateAsync(tenantId)).link;
    } catch (err) {
      void message.error(apiErrorOf(err)?.message ?? tc('unexpectedError'));
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      modal.info({
        title: t('copyManuallyTitle'),
        content: <Typography.Paragraph copyable={{ text: link }}>{link}</Typography.Paragraph>,
      });
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  return (
    <Flex align="center" gap={8}>
      <Tooltip title={t('copyLinkHint')}>
        <Button icon={<LinkOutlined />} loading={activationLink.isPending} onClick={() => void copy()}>
          {t('copyLink')}
        </Button>
      </Tooltip>
      {copied ? (
        <Tag color="success" icon={<CheckOutlined />} role="status" data-testid="copy-indicator">
          {t('copied')}
        </Tag>
      ) : null}
    </Flex>
  );
}
