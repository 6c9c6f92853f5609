import './zod-config';
import { z } from 'zod';
import { optionalUuid, pageOf, pagingQuerySchema, singleLineText, uuidSchema } from './common';
import { moneySchema, vatRateSchema } from './money';
import { currencies } from './values/money';
import { sortOrderSchema, versionSchema } from './common';

export const productUnits = [
  'adet',
  'kg',
  'g',
  'm',
  'm2',
  'm3',
  'lt',
  'saat',
  'gun',
  'paket',
  'kutu',
  'takim',
] as const;
export const laborUnits = ['saat', 'gun'] as const;

// Categories: a tree (parentId), shared by products and labor.
export const createCategoryInputSchema = z.strictObject({ name: singleLineText(100), parentId: optionalUuid });
export type CreateCategoryInput = z.input<typeof createCategoryInputSchema>;
export const updateCategoryInputSchema = createCategoryInputSchema.extend({ version: versionSchema });
export type UpdateCategoryInput = z.input<typeof updateCategoryInputSchema>;
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  version: z.number(),
  /** Products and labour filed under the category (the flat list has it, so a delete can be refused up front). */
  itemCount: z.number().optional(),
});
export type Category = z.infer<typeof categorySchema>;

const catalogListQuery = pagingQuerySchema.extend({
  categoryId: uuidSchema.optional(),
  active: z.enum(['true', 'false'], { error: 'invalidChoice' }).optional(),
  sortOrder: sortOrderSchema,
});

// Products: code unique per tenant, stock-less.
export const createProductInputSchema = z.strictObject({
  code: singleLineText(40),
  name: singleLineText(200),
  categoryId: optionalUuid,
  unit: z.enum(productUnits, { error: 'invalidChoice' }),
  salePrice: moneySchema,
  currency: z.enum(currencies, { error: 'invalidChoice' }).default('TRY'),
  vatRate: vatRateSchema,
  active: z.boolean({ error: 'invalidValue' }).default(true),
});
export type CreateProductInput = z.input<typeof createProductInputSchema>;
export const updateProductInputSchema = createProductInputSchema.extend({ version: versionSchema });
export type UpdateProductInput = z.input<typeof updateProductInputSchema>;
export const listProductsQuerySchema = catalogListQuery.extend({
  sortField: z.enum(['name', 'code', 'createdAt'], { error: 'invalidChoice' }).default('name'),
});
export type ListProductsQuery = z.output<typeof listProductsQuerySchema>;
export const productSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  unit: z.string(),
  salePrice: z.string(),
  currency: z.string(),
  vatRate: z.number(),
  active: z.boolean(),
  version: z.number(),
});
export type Product = z.infer<typeof productSchema>;
export const productPageSchema = pageOf(productSchema);

// Labor (işçilik): billed per hour or day.
export const createLaborInputSchema = z.strictObject({
  name: singleLineText(200),
  categoryId: optionalUuid,
  unit: z.enum(laborUnits, { error: 'invalidChoice' }),
  rate: moneySchema,
  currency: z.enum(currencies, { error: 'invalidChoice' }).default('TRY'),
  vatRate: vatRateSchema,
  active: z.boolean({ error: 'invalidValue' }).default(true),
});
export type CreateLaborInput = z.input<typeof createLaborInputSchema>;
export const updateLaborInputSchema = createLaborInputSchema.extend({ version: versionSchema });
export type UpdateLaborInput = z.input<typeof updateLaborInputSchema>;
export const listLaborsQuerySchema = catalogListQuery.extend({
  sortField: z.enum(['name', 'createdAt'], { error: 'invalidChoice' }).default('name'),
});
export type ListLaborsQuery = z.output<typeof listLaborsQuerySchema>;
export const laborSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  unit: z.string(),
  rate: z.string(),
  currency: z.string(),
  vatRate: z.number(),
  active: z.boolean(),
  version: z.number(),
});
export type Labor = z.infer<typeof laborSchema>;
export const laborPageSchema = pageOf(laborSchema);

/** The payloads of each catalogue resource, for its routes and its client resource. */
export const productSchemas = {
  item: productSchema,
  listQuery: listProductsQuerySchema,
  create: createProductInputSchema,
  update: updateProductInputSchema,
};
export const laborSchemas = {
  item: laborSchema,
  listQuery: listLaborsQuerySchema,
  create: createLaborInputSchema,
  update: updateLaborInputSchema,
};
export const categorySchemas = {
  item: categorySchema,
  listQuery: pagingQuerySchema,
  create: createCategoryInputSchema,
  update: updateCategoryInputSchema,
};
