import { workOrderResource } from '@/lib/api-client/work-order-resources';
import { getWorkOrder } from '@/lib/server/services/work-orders/detail';
import { moduleDetailPage, prefetchSourceInvoice } from '../../_access/tenant-page-gate';
import { WorkOrderScreen } from './work-order-screen';

const page = moduleDetailPage('work-orders', {
  screen: (id) => <WorkOrderScreen id={id} />,
  // Only what the user may open is prefetched; anything else shows the client's 404 state.
  prefetch: async (queryClient, access, id) => {
    const { db, tenantId, user, can } = access;
    const viewer = { tenantId, userId: user.id, can };
    // One after the other: a foreign id throws here, before anything else runs on the transaction.
    queryClient.setQueryData(
      workOrderResource.detailOptions(tenantId, id).queryKey,
      await getWorkOrder(db, { tenantId, id, viewer }),
    );
    await prefetchSourceInvoice({ workOrderId: id })(queryClient, access);
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
