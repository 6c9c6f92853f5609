import { WorkOrdersScreen } from '@/components/work-orders/work-orders-screen';
import { workOrderAssigneesOptions, workOrderResource } from '@/lib/api-client/work-order-resources';
import { listAssignees } from '@/lib/server/services/tenant/assignees';
import { workOrderService } from '@/lib/server/services/work-orders/work-orders';
import { modulePage, prefetchList, type Prefetch } from '../_access/tenant-page-gate';

/** The assignee filter's options. */
const prefetchAssignees: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(workOrderAssigneesOptions(tenantId).queryKey, await listAssignees(db, { tenantId }));
};

const page = modulePage('work-orders', {
  screen: <WorkOrdersScreen />,
  prefetch: [prefetchList(workOrderResource, workOrderService.list), prefetchAssignees],
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
