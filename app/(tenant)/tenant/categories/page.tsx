import { CategoriesScreen } from '@/components/catalog/categories-screen';
import { modulePage, prefetchCategories } from '../_access/tenant-page-gate';

const page = modulePage('category', {
  screen: <CategoriesScreen />,
  prefetch: prefetchCategories,
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
