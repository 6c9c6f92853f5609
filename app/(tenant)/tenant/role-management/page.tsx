import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { RolesScreen } from '@/components/roles/roles-screen';
import { initialRolesQuery, tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { listRoles } from '@/lib/server/services/tenant/role-queries';
import { TenantPageGate, type Prefetch } from '../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'roleManagement');

const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(
    tenantAccessKeys.roleList(tenantId, initialRolesQuery),
    await listRoles(db, { tenantId, query: initialRolesQuery }),
  );
};

function RoleManagementPage() {
  return (
    <TenantPageGate permission="roles.view" prefetch={prefetch}>
      <RolesScreen />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/role-management', RoleManagementPage);
