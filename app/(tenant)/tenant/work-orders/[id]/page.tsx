import { getTranslations } from 'next-intl/server';
import { workOrderResource } from '@/lib/api-client/work-order-resources';
import { getWorkOrder } from '@/lib/server/services/work-orders/detail';
import { prefetchSourceInvoice, TenantPageGate, type Prefetch } from '../../_access/tenant-page-gate';
import { WorkOrderScreen } from './work-order-screen';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = async () => ({ title: (await getTranslations('TenantPages'))('workOrders') });

type Params = Promise<{ id: string }>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function WorkOrderDetailPage({ params }: { params: Params }) {
  const { id } = await params;
  // Only what the user may open is prefetched; anything else shows the client's 404 state.
  const prefetch: Prefetch = async (queryClient, access) => {
    if (!UUID.test(id)) return;
    const { db, tenantId, user, can } = access;
    const viewer = { tenantId, userId: user.id, can };
    // One after the other: a foreign id throws here, before anything else runs on the transaction.
    queryClient.setQueryData(
      workOrderResource.detailOptions(tenantId, id).queryKey,
      await getWorkOrder(db, { tenantId, id, viewer }),
    );
    await prefetchSourceInvoice({ workOrderId: id })(queryClient, access);
  };
  return (
    <TenantPageGate permission="work-orders.view" prefetch={prefetch}>
      <WorkOrderScreen id={id} />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/work-orders/[id]', WorkOrderDetailPage);
