import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerHome } from '@/components/customer-portal/customer-home';
import { portalHomeOptions } from '@/lib/api-client/customer-portal';
import { getPortalHome } from '@/lib/server/services/customer-portal/documents';
import { CustomerPageGate, type CustomerPrefetch } from '../_access/customer-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('CustomerPages'))('home'),
});

const prefetch: CustomerPrefetch = async (queryClient, { db, scope }) => {
  queryClient.setQueryData(portalHomeOptions(scope.userId).queryKey, await getPortalHome(db, scope));
};

/** /customer: greeting, offers awaiting an answer, unpaid invoices with totals. */
function CustomerHomePage() {
  return (
    <CustomerPageGate prefetch={prefetch}>
      <CustomerHome />
    </CustomerPageGate>
  );
}

export default withPageMessages('/customer', CustomerHomePage);
