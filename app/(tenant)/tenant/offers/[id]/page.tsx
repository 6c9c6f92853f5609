import { offerResource } from '@/lib/api-client/offer-resources';
import { getOffer } from '@/lib/server/services/offers/detail';
import { moduleDetailPage, prefetchSourceInvoice } from '../../_access/tenant-page-gate';
import { OfferScreen } from './offer-screen';

/** /tenant/offers/[id]: the offer with its lines, KDV breakdown, history, PDF and actions. */
const page = moduleDetailPage('offers', {
  screen: (id) => <OfferScreen id={id} />,
  prefetch: async (queryClient, access, id) => {
    const { db, tenantId } = access;
    // One after the other: a foreign id throws here, before anything else runs on the transaction.
    queryClient.setQueryData(offerResource.detailOptions(tenantId, id).queryKey, await getOffer(db, { tenantId, id }));
    await prefetchSourceInvoice({ offerId: id })(queryClient, access);
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
