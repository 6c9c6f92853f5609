import { PaymentMethodsScreen } from '@/components/finance/payment-methods-screen';
import { paymentMethodResource } from '@/lib/api-client/finance-resources';
import { paymentMethodService } from '@/lib/server/services/finance/payment-methods';
import { modulePage, prefetchList } from '../../../_access/tenant-page-gate';

const page = modulePage('payment-methods', {
  screen: <PaymentMethodsScreen />,
  prefetch: prefetchList(paymentMethodResource, paymentMethodService.list),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
