import 'server-only';

import { Hono } from 'hono';
import {
  createProductInputSchema,
  listProductsQuerySchema,
  productPageSchema,
  productSchema,
  updateProductInputSchema,
} from '@/lib/schemas/catalog';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../../../services/catalog/products';
import type { AppEnv } from '../../context';
import { requirePermission, validate } from '../../middleware';
import { describeRoute } from '../../openapi-registry';
import { actorOf, idParam } from './helpers';

export const productRoutes = new Hono<AppEnv>();
const tag = 'Products';
const base = '/api/tenant/Products';

describeRoute({
  method: 'get',
  path: base,
  summary: 'Products: paged, searchable (code, name), category and active filters',
  tag,
  query: listProductsQuerySchema,
  response: productPageSchema,
});
productRoutes.get('/', requirePermission('products.view'), validate('query', listProductsQuerySchema), async (c) =>
  c.json({ data: await listProducts(c.var.db, { tenantId: actorOf(c).tenantId, query: c.req.valid('query') }) }),
);

describeRoute({ method: 'get', path: `${base}/{id}`, summary: 'One product', tag, response: productSchema });
productRoutes.get('/:id', requirePermission('products.view'), async (c) =>
  c.json({ data: await getProduct(c.var.db, { tenantId: actorOf(c).tenantId, id: idParam(c) }) }),
);

describeRoute({
  method: 'post',
  path: base,
  summary: 'Create a product; a duplicate code answers 409 on `code`',
  tag,
  body: createProductInputSchema,
  response: productSchema,
});
productRoutes.post('/', requirePermission('products.create'), validate('json', createProductInputSchema), async (c) =>
  c.json({ data: await createProduct(c.var.db, actorOf(c), c.req.valid('json')) }, 201),
);

describeRoute({
  method: 'put',
  path: `${base}/{id}`,
  summary: 'Update a product; stale version 409',
  tag,
  body: updateProductInputSchema,
  response: productSchema,
});
productRoutes.put('/:id', requirePermission('products.update'), validate('json', updateProductInputSchema), async (c) =>
  c.json({ data: await updateProduct(c.var.db, actorOf(c), idParam(c), c.req.valid('json')) }),
);

describeRoute({ method: 'delete', path: `${base}/{id}`, summary: 'Delete a product', tag });
productRoutes.delete('/:id', requirePermission('products.delete'), async (c) => {
  await deleteProduct(c.var.db, actorOf(c), idParam(c));
  return c.json({ data: { id: idParam(c) } });
});
