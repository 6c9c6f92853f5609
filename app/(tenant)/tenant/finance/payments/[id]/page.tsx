import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { PaymentDetailScreen } from '@/components/payments/payment-detail-screen';
import { paymentResource } from '@/lib/api-client/payment-resources';
import { getPayment } from '@/lib/server/services/payments/read';
import { TenantPageGate, type Prefetch } from '../../../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'payments');

type Params = Promise<{ id: string }>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function PaymentDetailPage({ params }: { params: Params }) {
  const { id } = await params;
  // A missing or foreign payment is not prefetched; the client query then shows its 404 state.
  const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
    if (!UUID.test(id)) return;
    const payment = await getPayment(db, { tenantId, id }).catch(() => null);
    if (payment) queryClient.setQueryData(paymentResource.detailOptions(tenantId, id).queryKey, payment);
  };
  return (
    <TenantPageGate permission="payments.view" prefetch={prefetch}>
      <PaymentDetailScreen id={id} />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/finance/payments/[id]', PaymentDetailPage);
