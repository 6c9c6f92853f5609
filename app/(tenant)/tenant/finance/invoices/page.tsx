import { InvoicesScreen } from '@/components/invoices/invoices-screen';
import { invoiceResource, invoiceTotalsKey, type InvoiceFilters } from '@/lib/api-client/invoice-resources';
import { invoiceTotals, listInvoices } from '@/lib/server/services/invoices/read';
import { modulePage, prefetchList, type Prefetch } from '../../_access/tenant-page-gate';

/** The footer's totals of the unfiltered list (no filters: the first client query's key). */
const prefetchTotals: Prefetch = async (queryClient, { db, tenantId }) => {
  const filters: InvoiceFilters = {};
  queryClient.setQueryData(
    invoiceTotalsKey(tenantId, filters),
    await invoiceTotals(db, { tenantId, query: invoiceResource.initialQuery }),
  );
};

const page = modulePage('invoices', {
  route: '/tenant/finance/invoices',
  screen: <InvoicesScreen />,
  prefetch: [prefetchList(invoiceResource, listInvoices), prefetchTotals],
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
