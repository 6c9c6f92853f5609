import { InvoicesScreen } from '@/components/invoices/invoices-screen';
import { invoiceFiltersOf, invoiceResource, invoiceTotalsOptions } from '@/lib/api-client/invoice-resources';
import { invoiceTotals, listInvoices } from '@/lib/server/services/invoices/read';
import { listQueryOf, modulePage, prefetchList, type Prefetch } from '../../_access/tenant-page-gate';

/** The footer's totals of the filters the address asks for, under the key the footer's query uses. */
const prefetchTotals: Prefetch = async (queryClient, { db, tenantId, search }) => {
  const asked = await listQueryOf(invoiceResource, search);
  if (!asked) return;
  queryClient.setQueryData(
    invoiceTotalsOptions(tenantId, invoiceFiltersOf(asked.query)).queryKey,
    await invoiceTotals(db, { tenantId, query: asked.checked }),
  );
};

const page = modulePage('invoices', {
  screen: <InvoicesScreen />,
  prefetch: [prefetchList(invoiceResource, listInvoices), prefetchTotals],
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
