import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { TenantDetailScreen } from '@/components/backoffice/tenant-detail-screen';
import { allModulesOptions, tenantOptions } from '@/lib/api-client/backoffice-resources';
import { uuidSchema } from '@/lib/schemas/common';
import { listAllModules } from '@/lib/server/services/backoffice/modules';
import { getTenantDetail } from '@/lib/server/services/backoffice/tenant-queries';
import { BackofficePrefetchBoundary, type BackofficePrefetch } from '../../_shared/backoffice-prefetch';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('BackofficePages', 'tenants');

async function BackofficeTenantPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const prefetch: BackofficePrefetch = async (queryClient, db) => {
    queryClient.setQueryData(allModulesOptions().queryKey, await listAllModules(db));
    // A malformed or unknown id is left to the client, which shows 'not found'.
    if (uuidSchema.safeParse(id).success)
      queryClient.setQueryData(tenantOptions(id).queryKey, await getTenantDetail(db, id).catch(() => undefined));
  };
  return (
    <BackofficePrefetchBoundary prefetch={prefetch}>
      <TenantDetailScreen id={id} />
    </BackofficePrefetchBoundary>
  );
}

export default withPageMessages('/backoffice/tenant/[id]', BackofficeTenantPage);
