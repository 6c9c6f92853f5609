import { OfferTemplatesScreen } from '@/components/offers/offer-templates-screen';
import { offerTemplateResource } from '@/lib/api-client/offer-resources';
import { offerTemplateService } from '@/lib/server/services/offers/templates';
import { modulePage, prefetchList } from '../../_access/tenant-page-gate';

const page = modulePage('tenant-offers-templates', {
  screen: <OfferTemplatesScreen />,
  prefetch: prefetchList(offerTemplateResource, offerTemplateService.list),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
