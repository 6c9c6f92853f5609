import { RolesScreen } from '@/components/roles/roles-screen';
import { roleResource } from '@/lib/api-client/access-resources';
import { listRoles } from '@/lib/server/services/tenant/role-queries';
import { modulePage, prefetchList } from '../_access/tenant-page-gate';

const page = modulePage('tenant-role-management', {
  screen: <RolesScreen />,
  prefetch: prefetchList(roleResource, listRoles),
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
