import { InvoicesScreen } from '@/components/invoices/invoices-screen';
import { invoiceResource } from '@/lib/api-client/invoice-resources';
import { listInvoices } from '@/lib/server/services/invoices/read';
import { modulePage, prefetchList } from '../../_access/tenant-page-gate';

const page = modulePage('invoices', {
  route: '/tenant/finance/invoices',
  screen: <InvoicesScreen />,
  prefetch: prefetchList(invoiceResource, listInvoices),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
