import { CashRegistersScreen } from '@/components/finance/cash-registers-screen';
import { cashRegisterResource } from '@/lib/api-client/finance-resources';
import { cashRegisterService } from '@/lib/server/services/finance/cash-registers';
import { modulePage, prefetchList } from '../../../_access/tenant-page-gate';

const page = modulePage('cash-registers', {
  screen: <CashRegistersScreen />,
  prefetch: prefetchList(cashRegisterResource, cashRegisterService.list),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
