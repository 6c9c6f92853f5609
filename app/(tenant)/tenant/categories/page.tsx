import { CategoriesScreen } from '@/components/catalog/categories-screen';
import { categoryTreeKey } from '@/lib/api-client/catalog-resources';
import { listAllCategories } from '@/lib/server/services/catalog/categories';
import { modulePage } from '../_access/tenant-page-gate';

const page = modulePage('category', {
  screen: <CategoriesScreen />,
  prefetch: async (queryClient, { db, tenantId }) => {
    queryClient.setQueryData(categoryTreeKey(tenantId), await listAllCategories(db, { tenantId }));
  },
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
