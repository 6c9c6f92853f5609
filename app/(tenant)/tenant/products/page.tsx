import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { ProductsScreen } from '@/components/catalog/products-screen';
import { catalogKeys, initialProductsQuery } from '@/lib/api-client/customer-keys';
import { listProducts } from '@/lib/server/services/catalog/products';
import { TenantPageGate, type Prefetch } from '../_access/tenant-page-gate';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'products');

const prefetch: Prefetch = async (queryClient, { db, tenantId }) => {
  queryClient.setQueryData(
    catalogKeys.productList(tenantId, initialProductsQuery),
    await listProducts(db, { tenantId, query: initialProductsQuery }),
  );
};

export default function ProductsPage() {
  return (
    <TenantPageGate permission="products.view" prefetch={prefetch}>
      <ProductsScreen />
    </TenantPageGate>
  );
}
