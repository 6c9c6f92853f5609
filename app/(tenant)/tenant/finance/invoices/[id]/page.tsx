import { InvoiceDetailScreen } from '@/components/invoices/invoice-detail-screen';
import { InvoicePayments } from '@/components/payments/invoice-payments';
import { invoiceHistoryOptions, invoiceResource } from '@/lib/api-client/invoice-resources';
import { statusHistoryOf } from '@/lib/server/kit/status-history';
import { getInvoice } from '@/lib/server/services/invoices/read';
import { moduleDetailPage } from '../../../_access/tenant-page-gate';

const page = moduleDetailPage('invoices', {
  screen: (id) => <InvoiceDetailScreen id={id} related={<InvoicePayments invoiceId={id} />} />,
  prefetch: async (queryClient, { db, tenantId }, id) => {
    const invoice = await getInvoice(db, { tenantId, id });
    queryClient.setQueryData(invoiceResource.detailOptions(tenantId, id).queryKey, invoice);
    queryClient.setQueryData(
      invoiceHistoryOptions(tenantId, id, invoice.version).queryKey,
      await statusHistoryOf(db, { tenantId, entity: 'invoice', id }),
    );
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
