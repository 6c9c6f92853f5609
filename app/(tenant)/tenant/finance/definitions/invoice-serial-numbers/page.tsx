import { InvoiceSeriesScreen } from '@/components/finance/invoice-series-screen';
import { invoiceSeriesResource } from '@/lib/api-client/finance-resources';
import { invoiceSeriesService } from '@/lib/server/services/finance/invoice-series';
import { modulePage, prefetchList } from '../../../_access/tenant-page-gate';

const page = modulePage('invoice-serial-numbers', {
  screen: <InvoiceSeriesScreen />,
  prefetch: prefetchList(invoiceSeriesResource, invoiceSeriesService.list),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
