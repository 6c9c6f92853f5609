import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { LaborsScreen } from '@/components/catalog/labors-screen';
import { catalogKeys, initialLaborsQuery } from '@/lib/api-client/customer-keys';
import { listLabors } from '@/lib/server/services/catalog/labors';
import { TenantPageGate, type Prefetch } from '../_access/tenant-page-gate';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'labors');

const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(
    catalogKeys.laborList(tenantId, initialLaborsQuery),
    await listLabors(db, { tenantId, query: initialLaborsQuery }),
  );
};

export default function LaborsPage() {
  return (
    <TenantPageGate permission="labors.view" prefetch={prefetch}>
      <LaborsScreen />
    </TenantPageGate>
  );
}
