import { WorkOrdersScreen } from '@/components/work-orders/work-orders-screen';
import { workOrderResource } from '@/lib/api-client/work-order-resources';
import { workOrderService } from '@/lib/server/services/work-orders/work-orders';
import { modulePage, prefetchList } from '../_access/tenant-page-gate';

const page = modulePage('work-orders', {
  route: '/tenant/work-orders',
  screen: <WorkOrdersScreen />,
  prefetch: [prefetchList(workOrderResource, workOrderService.list)],
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
