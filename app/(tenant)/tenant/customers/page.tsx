import { CustomersScreen } from '@/components/customers/customers-screen';
import { customerResource } from '@/lib/api-client/customer-requests';
import { listCustomers } from '@/lib/server/services/customers/list';
import { modulePage, prefetchList } from '../_access/tenant-page-gate';

const page = modulePage('CustomerManagement', {
  screen: <CustomersScreen />,
  prefetch: prefetchList(customerResource, listCustomers),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
