import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { CustomersScreen } from '@/components/customers/customers-screen';
import { customerKeys, initialCustomersQuery } from '@/lib/api-client/customer-keys';
import { listCustomers } from '@/lib/server/services/customers/list';
import { TenantPageGate, type Prefetch } from '../_access/tenant-page-gate';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'customers');

const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(
    customerKeys.list(tenantId, initialCustomersQuery),
    await listCustomers(db, { tenantId, query: initialCustomersQuery }),
  );
};

export default function CustomersPage() {
  return (
    <TenantPageGate permission="customers.view" prefetch={prefetch}>
      <CustomersScreen />
    </TenantPageGate>
  );
}
