import { OffersScreen } from '@/components/offers/offers-screen';
import { offerResource } from '@/lib/api-client/offer-resources';
import { offerService } from '@/lib/server/services/offers/offers';
import { modulePage, prefetchList } from '../_access/tenant-page-gate';

const page = modulePage('offers', {
  screen: <OffersScreen />,
  prefetch: prefetchList(offerResource, offerService.list),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
