'use client';

import { OfferDetailScreen } from '@/components/offers/offer-detail-screen';
import { ConvertOfferButton } from '@/components/work-orders/convert-offer-button';
import { detailPath } from '@/lib/modules/module-links';

/** The offer's page with the work orders module's 'İş emrine dönüştür' (composed here, not in each other). */
export function OfferScreen({ id }: { id: string }) {
  return (
    <OfferDetailScreen
      id={id}
      workOrderHref={(workOrderId) => detailPath('work-orders', workOrderId)}
      extraActions={(offer) => <ConvertOfferButton offer={offer} />}
    />
  );
}
