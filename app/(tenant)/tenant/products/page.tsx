import { ProductsScreen } from '@/components/catalog/products-screen';
import { productResource } from '@/lib/api-client/catalog-resources';
import { productService } from '@/lib/server/services/catalog/products';
import { modulePage, prefetchCategories, prefetchList } from '../_access/tenant-page-gate';

const page = modulePage('product', {
  screen: <ProductsScreen />,
  prefetch: [prefetchList(productResource, productService.list), prefetchCategories],
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
