import { PaymentDetailScreen } from '@/components/payments/payment-detail-screen';
import { paymentResource } from '@/lib/api-client/payment-resources';
import { getPayment } from '@/lib/server/services/payments/read';
import { moduleDetailPage } from '../../../_access/tenant-page-gate';

const page = moduleDetailPage('payments', {
  screen: (id) => <PaymentDetailScreen id={id} />,
  prefetch: async (queryClient, { db, tenantId }, id) => {
    const payment = await getPayment(db, { tenantId, id }).catch(() => null);
    if (payment) queryClient.setQueryData(paymentResource.detailOptions(tenantId, id).queryKey, payment);
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
