'use client';

import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { workOrderAssigneesOptions } from '@/lib/api-client/work-order-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';
import type { WorkOrderStatus } from '@/lib/schemas/work-orders';

export const workOrderStatusColors: Record<WorkOrderStatus, string> = {
  planned: 'default',
  in_progress: 'processing',
  waiting_parts: 'warning',
  done: 'success',
  cancelled: 'error',
};

export function WorkOrderStatusTag({ status }: { status: WorkOrderStatus }) {
  const t = useTranslations('WorkOrderStatuses');
  return (
    <Tag color={workOrderStatusColors[status]} data-testid="work-order-status">
      {t(status)}
    </Tag>
  );
}

/** The tenant users a work order can be assigned to. */
export function useWorkOrderAssignees() {
  return useQuery({ ...workOrderAssigneesOptions(useTenantId()), staleTime: 60_000 });
}
