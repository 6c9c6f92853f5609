'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { OfferStatus } from '@/lib/schemas/offers';

const colors: Record<OfferStatus, string> = {
  draft: 'default',
  sent: 'processing',
  accepted: 'success',
  rejected: 'error',
  revised: 'purple',
  expired: 'warning',
};

/** An offer's shown status ('expired' included) as a coloured tag. */
export function OfferStatusTag({ status }: { status: OfferStatus }) {
  const t = useTranslations('OfferStatus');
  return (
    <Tag color={colors[status]} data-testid="offer-status">
      {t(status)}
    </Tag>
  );
}
