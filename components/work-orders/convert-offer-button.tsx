'use client';

import { ToolOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useCan } from '@/lib/api-client/use-permissions';
import { useAfterWrite } from '@/lib/api-client/use-resource';
import { convertOfferToWorkOrder } from '@/lib/api-client/work-order-resources';
import { useFeedback } from '@/components/ui/feedback';
import { detailPath } from '@/lib/modules/module-links';

/**
 * 'İş emrine dönüştür' on an accepted offer not converted yet; opens the new work order. The
 * conversion is a work-order write, which marks the offer converted too (write-effects.ts).
 */
export function ConvertOfferButton({ offer }: { offer: { id: string; status: string; convertedTo: string | null } }) {
  const t = useTranslations('WorkOrderDetail');
  const { message } = useFeedback();
  const router = useRouter();
  const afterWrite = useAfterWrite('work-orders');
  const canCreate = useCan('work-orders.create');
  const convert = useMutation({
    mutationFn: () => convertOfferToWorkOrder(offer.id),
    onSuccess: (order) => {
      message.success(t('converted', { number: order.number }));
      afterWrite();
      router.push(detailPath('work-orders', order.id));
    },
    onError: (error) => message.error(apiErrorOf(error)?.message ?? t('actionFailed')),
  });
  if (!canCreate || offer.status !== 'accepted' || offer.convertedTo) return null;
  return (
    <Button
      type="primary"
      icon={<ToolOutlined />}
      loading={convert.isPending}
      onClick={() => convert.mutate()}
      data-testid="offer-convert"
    >
      {t('convert')}
    </Button>
  );
}
