'use client';

import { OfferDetailScreen } from '@/components/offers/offer-detail-screen';
import { ConvertOfferButton } from '@/components/work-orders/convert-offer-button';
import { offerResource } from '@/lib/api-client/offer-resources';
import { useTenantId } from '@/lib/api-client/use-permissions';

/** The offer's page with the work orders module's 'İş emrine dönüştür' (composed here, not in each other). */
export function OfferScreen({ id }: { id: string }) {
  const tenantId = useTenantId();
  return (
    <OfferDetailScreen
      id={id}
      workOrderHref={(workOrderId) => `/tenant/work-orders/${workOrderId}`}
      extraActions={(offer) => <ConvertOfferButton offer={offer} refreshKeys={offerResource.keys.all(tenantId)} />}
    />
  );
}
