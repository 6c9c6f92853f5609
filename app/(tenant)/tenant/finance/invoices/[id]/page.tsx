import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { InvoiceDetailScreen } from '@/components/invoices/invoice-detail-screen';
import { InvoicePayments } from '@/components/payments/invoice-payments';
import { invoiceHistoryOptions, invoiceResource } from '@/lib/api-client/invoice-resources';
import { statusHistoryOf } from '@/lib/server/kit/status-history';
import { getInvoice } from '@/lib/server/services/invoices/read';
import { TenantPageGate, type Prefetch } from '../../../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'invoices');

type Params = Promise<{ id: string }>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function InvoiceDetailPage({ params }: { params: Params }) {
  const { id } = await params;
  // A missing or foreign invoice is not prefetched; the client query then shows its 404 state.
  const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
    if (!UUID.test(id)) return;
    const invoice = await getInvoice(db, { tenantId, id });
    queryClient.setQueryData(invoiceResource.detailOptions(tenantId, id).queryKey, invoice);
    queryClient.setQueryData(
      invoiceHistoryOptions(tenantId, id, invoice.version).queryKey,
      await statusHistoryOf(db, { tenantId, entity: 'invoice', id }),
    );
  };
  return (
    <TenantPageGate permission="invoices.view" prefetch={prefetch}>
      <InvoiceDetailScreen id={id} related={<InvoicePayments invoiceId={id} />} />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/finance/invoices/[id]', InvoiceDetailPage);
