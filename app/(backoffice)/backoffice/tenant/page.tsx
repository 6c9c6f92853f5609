import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { TenantsScreen } from '@/components/backoffice/tenants-screen';
import { backofficeKeys, initialTenantsQuery } from '@/lib/api-client/backoffice-keys';
import { listTenants } from '@/lib/server/services/backoffice/tenant-queries';
import { BackofficePrefetchBoundary, type BackofficePrefetch } from '../_shared/backoffice-prefetch';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'tenants');

const prefetch: BackofficePrefetch = async (queryClient, db) => {
  queryClient.setQueryData(backofficeKeys.tenantList(initialTenantsQuery), await listTenants(db, initialTenantsQuery));
};

function BackofficeTenantsPage() {
  return (
    <BackofficePrefetchBoundary prefetch={prefetch}>
      <TenantsScreen />
    </BackofficePrefetchBoundary>
  );
}

export default withPageMessages('/backoffice/tenant', BackofficeTenantsPage);
