import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerHome } from '@/components/customer-portal/customer-home';
import { portalKeys } from '@/lib/api-client/customer-portal';
import { getPortalHome } from '@/lib/server/services/customer-portal/documents';
import { CustomerPageGate, type CustomerPrefetch } from '../_access/customer-page-gate';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('CustomerPages'))('home'),
});

const prefetch: CustomerPrefetch = async (queryClient, { db, scope }) => {
  queryClient.setQueryData(portalKeys.home(scope.userId), await getPortalHome(db, scope));
};

/** /customer: greeting, offers awaiting an answer, unpaid invoices with totals. */
export default function CustomerHomePage() {
  return (
    <CustomerPageGate prefetch={prefetch}>
      <CustomerHome />
    </CustomerPageGate>
  );
}
