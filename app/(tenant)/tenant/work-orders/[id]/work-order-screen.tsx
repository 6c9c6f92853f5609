'use client';

import { LinkedTasks } from '@/components/tasks/linked-tasks';
import { WorkOrderDetailScreen } from '@/components/work-orders/work-order-detail-screen';

/** The work order's page with its tasks (the two modules composed here, not in each other). */
export function WorkOrderScreen({ id }: { id: string }) {
  return (
    <WorkOrderDetailScreen
      id={id}
      tasks={(order) => <LinkedTasks link={{ kind: 'work_order', id: order.id, label: order.number }} />}
    />
  );
}
