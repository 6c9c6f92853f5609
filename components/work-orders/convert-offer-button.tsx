'use client';

import { ToolOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { apiErrorOf } from '@/lib/api-client/errors';
import { useCan, useTenantId } from '@/lib/api-client/use-permissions';
import { convertOfferToWorkOrder, workOrderResource } from '@/lib/api-client/work-order-resources';
import { useFeedback } from '@/components/ui/feedback';

/** 'İş emrine dönüştür' on an accepted offer not converted yet; opens the new work order. */
export function ConvertOfferButton({
  offer,
  refreshKeys,
}: {
  offer: { id: string; status: string; convertedTo: string | null };
  /** The offer's own queries, read again after the conversion. */
  refreshKeys: readonly unknown[];
}) {
  const t = useTranslations('WorkOrderDetail');
  const { message } = useFeedback();
  const router = useRouter();
  const queryClient = useQueryClient();
  const tenantId = useTenantId();
  const canCreate = useCan('work-orders.create');
  const convert = useMutation({
    mutationFn: () => convertOfferToWorkOrder(offer.id),
    onSuccess: (order) => {
      message.success(t('converted', { number: order.number }));
      void queryClient.invalidateQueries({ queryKey: refreshKeys });
      void queryClient.invalidateQueries({ queryKey: workOrderResource.keys.all(tenantId) });
      router.push(`/tenant/work-orders/${order.id}`);
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
