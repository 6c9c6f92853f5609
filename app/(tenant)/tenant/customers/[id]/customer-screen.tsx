'use client';

import { lazyComponent } from '@/components/ui/lazy';
import { CustomerDetailScreen } from '@/components/customers/customer-detail-screen';
import { CustomerAccountBar } from '@/components/payments/customer-account-bar';
import { useCustomer } from '@/lib/api-client/use-customers';
import { useCan } from '@/lib/api-client/use-permissions';

// Each tab's code loads when the tab is first opened, so the customer page's first JavaScript stays
// within its budget (e2e/perf/budgets.json) however many modules add a tab.
const CustomerOffers = lazyComponent(() => import('@/components/offers/customer-offers').then((m) => m.CustomerOffers));
const CustomerWorkOrders = lazyComponent(() =>
  import('@/components/work-orders/customer-work-orders').then((m) => m.CustomerWorkOrders),
);
const CustomerInvoices = lazyComponent(() =>
  import('@/components/invoices/customer-invoices').then((m) => m.CustomerInvoices),
);
const CustomerPayments = lazyComponent(() =>
  import('@/components/payments/customer-payments').then((m) => m.CustomerPayments),
);
const CustomerStatement = lazyComponent(() =>
  import('@/components/payments/customer-statement').then((m) => m.CustomerStatement),
);
const LinkedTasks = lazyComponent(() => import('@/components/tasks/linked-tasks').then((m) => m.LinkedTasks));

/** The customer's page with its offers, work orders, invoices, payments, statement and tasks (the modules composed here, not in each other). */
// A tab only for a user who may view its module: no tab that could only say 'görüntüleme yetkiniz yok'.
export function CustomerScreen({ id }: { id: string }) {
  const can = {
    offers: useCan('offers.view'),
    workOrders: useCan('work-orders.view'),
    tasks: useCan('tasks.view'),
    invoices: useCan('invoices.view'),
    payments: useCan('payments.view'),
  };
  const name = useCustomer(id).data?.name ?? '';
  return (
    <CustomerDetailScreen
      id={id}
      tabs={{
        ...(can.offers ? { offers: <CustomerOffers customerId={id} /> } : {}),
        ...(can.workOrders ? { workOrders: <CustomerWorkOrders customerId={id} /> } : {}),
        ...(can.tasks ? { tasks: <LinkedTasks link={{ kind: 'customer', id, label: name }} /> } : {}),
        ...(can.invoices ? { invoices: <CustomerInvoices customerId={id} /> } : {}),
        ...(can.payments ? { payments: <CustomerPayments customerId={id} /> } : {}),
        ...(can.payments ? { balance: <CustomerStatement customerId={id} /> } : {}),
      }}
      header={(customer, showTab) => <CustomerAccountBar customer={customer} onStatement={() => showTab('balance')} />}
    />
  );
}
