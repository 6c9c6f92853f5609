'use client';

import { CustomerDetailScreen } from '@/components/customers/customer-detail-screen';
import { CustomerOffers } from '@/components/offers/customer-offers';
import { LinkedTasks } from '@/components/tasks/linked-tasks';
import { CustomerWorkOrders } from '@/components/work-orders/customer-work-orders';
import { useCustomer } from '@/lib/api-client/use-customers';
import { useCan } from '@/lib/api-client/use-permissions';

/** The customer's page with its offers, work orders and tasks (the modules composed here, not in each other). */
export function CustomerScreen({ id }: { id: string }) {
  const canViewWorkOrders = useCan('work-orders.view');
  const canViewTasks = useCan('tasks.view');
  const name = useCustomer(id).data?.name ?? '';
  return (
    <CustomerDetailScreen
      id={id}
      tabs={{
        offers: <CustomerOffers customerId={id} />,
        ...(canViewWorkOrders ? { workOrders: <CustomerWorkOrders customerId={id} /> } : {}),
        ...(canViewTasks ? { tasks: <LinkedTasks link={{ kind: 'customer', id, label: name }} /> } : {}),
      }}
    />
  );
}
