import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { UsersScreen } from '@/components/tenant-users/users-screen';
import { initialUsersQuery, tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { listUsers } from '@/lib/server/services/tenant/user-queries';
import { TenantPageGate, type Prefetch } from '../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'users');

const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(
    tenantAccessKeys.userList(tenantId, initialUsersQuery),
    await listUsers(db, { tenantId, query: initialUsersQuery }),
  );
};

function UsersPage() {
  return (
    <TenantPageGate permission="users.view" prefetch={prefetch}>
      <UsersScreen />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/users', UsersPage);
