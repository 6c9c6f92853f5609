import 'server-only';

import { productSchemas } from '@/lib/schemas/catalog';
import { productService } from '../../../services/catalog/products';
import { crudRoutes } from '../../crud-routes';

/** Products: a duplicate code answers 409 on `code`. */
export const productRoutes = crudRoutes('product', productSchemas, productService);
