import { z } from 'zod';
import {
  categorySchema,
  laborPageSchema,
  laborSchema,
  productPageSchema,
  productSchema,
  type CreateCategoryInput,
  type CreateLaborInput,
  type CreateProductInput,
  type ListLaborsQuery,
  type ListProductsQuery,
  type UpdateCategoryInput,
  type UpdateLaborInput,
  type UpdateProductInput,
} from '@/lib/schemas/catalog';
import { api } from './client';
import { searchParams } from './customer-requests';

const parse = async <T extends z.ZodType>(promise: Promise<unknown>, schema: T): Promise<z.infer<T>> =>
  schema.parse(z.object({ data: z.unknown() }).parse(await promise).data) as z.infer<T>;

export const fetchCategories = () => parse(api.get('tenant/Categories').json(), z.array(categorySchema));
export const createCategory = (input: CreateCategoryInput) =>
  parse(api.post('tenant/Categories', { json: input }).json(), categorySchema);
export const updateCategory = ({ id, ...input }: UpdateCategoryInput & { id: string }) =>
  parse(api.put(`tenant/Categories/${id}`, { json: input }).json(), categorySchema);
export const deleteCategory = (id: string) => api.delete(`tenant/Categories/${id}`).json();

export const fetchProducts = (query: ListProductsQuery) =>
  parse(api.get('tenant/Products', { searchParams: searchParams(query) }).json(), productPageSchema);
export const createProduct = (input: CreateProductInput) =>
  parse(api.post('tenant/Products', { json: input }).json(), productSchema);
export const updateProduct = ({ id, ...input }: UpdateProductInput & { id: string }) =>
  parse(api.put(`tenant/Products/${id}`, { json: input }).json(), productSchema);
export const deleteProduct = (id: string) => api.delete(`tenant/Products/${id}`).json();

export const fetchLabors = (query: ListLaborsQuery) =>
  parse(api.get('tenant/Labors', { searchParams: searchParams(query) }).json(), laborPageSchema);
export const createLabor = (input: CreateLaborInput) =>
  parse(api.post('tenant/Labors', { json: input }).json(), laborSchema);
export const updateLabor = ({ id, ...input }: UpdateLaborInput & { id: string }) =>
  parse(api.put(`tenant/Labors/${id}`, { json: input }).json(), laborSchema);
export const deleteLabor = (id: string) => api.delete(`tenant/Labors/${id}`).json();
