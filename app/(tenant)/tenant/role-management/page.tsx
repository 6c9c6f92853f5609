import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { RolesScreen } from '@/components/roles/roles-screen';
import { initialRolesQuery, tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { listRoles } from '@/lib/server/services/tenant/role-queries';
import { TenantPageGate, type Prefetch } from '../_access/tenant-page-gate';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'roleManagement');

const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(
    tenantAccessKeys.roleList(tenantId, initialRolesQuery),
    await listRoles(db, { tenantId, query: initialRolesQuery }),
  );
};

export default function RoleManagementPage() {
  return (
    <TenantPageGate permission="roles.view" prefetch={prefetch}>
      <RolesScreen />
    </TenantPageGate>
  );
}
