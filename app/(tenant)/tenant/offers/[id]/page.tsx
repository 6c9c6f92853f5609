import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { offerResource } from '@/lib/api-client/offer-resources';
import { getOffer } from '@/lib/server/services/offers/detail';
import { prefetchSourceInvoice, TenantPageGate, type Prefetch } from '../../_access/tenant-page-gate';
import { OfferScreen } from './offer-screen';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('TenantPages'))('offers'),
});

type Params = Promise<{ id: string }>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /tenant/offers/[id]: the offer with its lines, KDV breakdown, history, PDF and actions. */
async function OfferDetailPage({ params }: { params: Params }) {
  const { id } = await params;
  // A missing or foreign offer is not prefetched; the client query then shows its 404 state.
  const prefetch: Prefetch = async (queryClient, access) => {
    if (!UUID.test(id)) return;
    const { db, tenantId } = access;
    // One after the other: a foreign id throws here, before anything else runs on the transaction.
    queryClient.setQueryData(offerResource.detailOptions(tenantId, id).queryKey, await getOffer(db, { tenantId, id }));
    await prefetchSourceInvoice({ offerId: id })(queryClient, access);
  };
  return (
    <TenantPageGate permission="offers.view" prefetch={prefetch}>
      <OfferScreen id={id} />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/offers/[id]', OfferDetailPage);
