import { customerResource } from '@/lib/api-client/customer-requests';
import { getCustomer } from '@/lib/server/services/customers/read';
import { moduleDetailPage } from '../../_access/tenant-page-gate';
import { CustomerScreen } from './customer-screen';

const page = moduleDetailPage('CustomerManagement', {
  screen: (id) => <CustomerScreen id={id} />,
  prefetch: async (queryClient, { db, tenantId, can }, id) => {
    queryClient.setQueryData(
      customerResource.detailOptions(tenantId, id).queryKey,
      await getCustomer(db, { tenantId, id, viewer: { can } }),
    );
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
