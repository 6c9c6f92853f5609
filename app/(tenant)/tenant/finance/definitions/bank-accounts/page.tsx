import { BankAccountsScreen } from '@/components/finance/bank-accounts-screen';
import { bankAccountResource } from '@/lib/api-client/finance-resources';
import { bankAccountService } from '@/lib/server/services/finance/bank-accounts';
import { modulePage, prefetchList } from '../../../_access/tenant-page-gate';

const page = modulePage('bank-accounts', {
  screen: <BankAccountsScreen />,
  prefetch: prefetchList(bankAccountResource, bankAccountService.list),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
