import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { customerResource } from '@/lib/api-client/customer-requests';
import { getCustomer } from '@/lib/server/services/customers/read';
import { TenantPageGate, type Prefetch } from '../../_access/tenant-page-gate';
import { CustomerScreen } from './customer-screen';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'customers');

type Params = Promise<{ id: string }>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function CustomerDetailPage({ params }: { params: Params }) {
  const { id } = await params;
  // A missing or foreign customer is not prefetched; the client query then shows its 404 state.
  const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
    if (UUID.test(id))
      queryClient.setQueryData(
        customerResource.detailOptions(tenantId, id).queryKey,
        await getCustomer(db, { tenantId, id }),
      );
  };
  return (
    <TenantPageGate permission="customers.view" prefetch={prefetch}>
      <CustomerScreen id={id} />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/customers/[id]', CustomerDetailPage);
