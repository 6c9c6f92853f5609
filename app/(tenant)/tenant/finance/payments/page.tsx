import { PaymentsScreen } from '@/components/payments/payments-screen';
import { paymentResource } from '@/lib/api-client/payment-resources';
import { listPayments } from '@/lib/server/services/payments/read';
import { modulePage, prefetchList } from '../../_access/tenant-page-gate';

const page = modulePage('payments', {
  screen: <PaymentsScreen />,
  prefetch: prefetchList(paymentResource, listPayments),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
