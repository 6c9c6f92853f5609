import { UsersScreen } from '@/components/tenant-users/users-screen';
import { userResource } from '@/lib/api-client/access-resources';
import { listUsers } from '@/lib/server/services/tenant/user-queries';
import { modulePage, prefetchList } from '../_access/tenant-page-gate';

const page = modulePage('UserManagement', {
  screen: <UsersScreen />,
  prefetch: prefetchList(userResource, listUsers),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
