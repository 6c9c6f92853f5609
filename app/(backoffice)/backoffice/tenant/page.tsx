import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { TenantsScreen } from '@/components/backoffice/tenants-screen';
import { tenantList } from '@/lib/api-client/backoffice-resources';
import { listTenantsQuerySchema } from '@/lib/schemas/backoffice-tenants';
import { listTenants } from '@/lib/server/services/backoffice/tenant-queries';
import { BackofficePrefetchBoundary, prefetchList, type SearchParams } from '../_shared/backoffice-prefetch';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'tenants');

/** /backoffice/tenant: the list page the address asks for rendered on the server. */
async function BackofficeTenantsPage({ searchParams }: { searchParams: SearchParams }) {
  const prefetch = await prefetchList(tenantList, listTenantsQuerySchema, listTenants, searchParams);
  return (
    <BackofficePrefetchBoundary prefetch={prefetch}>
      <TenantsScreen />
    </BackofficePrefetchBoundary>
  );
}

export default withPageMessages('/backoffice/tenant', BackofficeTenantsPage);
