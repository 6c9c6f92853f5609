import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { CategoriesScreen } from '@/components/catalog/categories-screen';
import { catalogKeys } from '@/lib/api-client/customer-keys';
import { listCategories } from '@/lib/server/services/catalog/categories';
import { TenantPageGate, type Prefetch } from '../_access/tenant-page-gate';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'categories');

const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(catalogKeys.categories(tenantId), await listCategories(db, { tenantId }));
};

export default function CategoriesPage() {
  return (
    <TenantPageGate permission="categories.view" prefetch={prefetch}>
      <CategoriesScreen />
    </TenantPageGate>
  );
}
