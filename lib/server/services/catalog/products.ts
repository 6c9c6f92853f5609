import 'server-only';

import type { z } from 'zod';
import {
  productSchema,
  type createProductInputSchema,
  type ListProductsQuery,
  type Product,
} from '@/lib/schemas/catalog';
import { products } from '../../db/schema';
import { catalogItemService } from './catalog-item';

/** Stock-less products: the code is unique per tenant; search folds code and name. */
export const productService = catalogItemService<
  typeof products,
  Product,
  z.output<typeof createProductInputSchema>,
  ListProductsQuery
>({
  entity: 'product',
  table: products,
  dto: productSchema,
  searchText: (input) => `${input.code} ${input.name}`,
  sort: { name: products.sortName, code: products.code, createdAt: products.createdAt },
  unique: { products_tenant_code_key: { field: 'code', key: 'productCodeTaken' } },
});
