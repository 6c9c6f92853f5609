import { FinanceOverviewScreen } from '@/components/finance/finance-overview-screen';
import { financeOverviewOptions } from '@/lib/api-client/finance-overview';
import { financeOverview } from '@/lib/server/services/finance/overview';
import { modulePage } from '../_access/tenant-page-gate';

const page = modulePage('finance', {
  screen: <FinanceOverviewScreen />,
  prefetch: async (queryClient, { db, tenantId }) => {
    queryClient.setQueryData(financeOverviewOptions(tenantId).queryKey, await financeOverview(db, { tenantId }));
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
