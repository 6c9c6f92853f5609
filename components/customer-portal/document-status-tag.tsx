'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { PortalDocumentStatus } from '@/lib/schemas/customer-portal';

const colors: Record<PortalDocumentStatus, string> = {
  sent: 'processing',
  expired: 'warning',
  accepted: 'success',
  rejected: 'error',
  revised: 'purple',
  unpaid: 'gold',
  partial: 'orange',
  overdue: 'red',
  paid: 'success',
  issued: 'blue',
  cancelled: 'default',
};

/** A portal document's shown status (an offer's answer state, an invoice's payment state). */
export function DocumentStatusTag({ status }: { status: PortalDocumentStatus }) {
  const t = useTranslations('CustomerDocumentStatus');
  return (
    <Tag color={colors[status]} data-testid="document-status">
      {t(status)}
    </Tag>
  );
}
