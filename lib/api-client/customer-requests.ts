import { z } from 'zod';
import {
  customerPageSchema,
  customerSchema,
  importCommitSchema,
  importPreviewSchema,
  type CreateCustomerInput,
  type ListCustomersQuery,
  type UpdateCustomerInput,
} from '@/lib/schemas/customers';
import { api } from './client';

/** Validates the `{ data }` envelope of an answer against the response schema. */
const parse = async <T extends z.ZodType>(promise: Promise<unknown>, schema: T): Promise<z.infer<T>> =>
  schema.parse(z.object({ data: z.unknown() }).parse(await promise).data) as z.infer<T>;

/** Drops empty filters so `?searchText=` is never sent. */
export function searchParams(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number>;
}

export const fetchCustomers = (query: ListCustomersQuery) =>
  parse(api.get('tenant/Customers', { searchParams: searchParams(query) }).json(), customerPageSchema);
export const fetchCustomer = (id: string) => parse(api.get(`tenant/Customers/${id}`).json(), customerSchema);
export const createCustomer = (input: CreateCustomerInput) =>
  parse(api.post('tenant/Customers', { json: input }).json(), customerSchema);
export const updateCustomer = ({ id, ...input }: UpdateCustomerInput & { id: string }) =>
  parse(api.put(`tenant/Customers/${id}`, { json: input }).json(), customerSchema);
export const deleteCustomer = (id: string) => api.delete(`tenant/Customers/${id}`).json();
export const restoreCustomer = (id: string) => parse(api.post(`tenant/Customers/${id}/restore`).json(), customerSchema);
export const inviteContact = ({ customerId, contactId }: { customerId: string; contactId: string }) =>
  parse(api.post(`tenant/Customers/${customerId}/contacts/${contactId}/invite`).json(), customerSchema);

/** Downloads the filtered list; the browser saves the blob under the server's file name. */
export async function exportCustomers(
  query: Omit<ListCustomersQuery, 'pageIndex' | 'pageSize'>,
  format: 'csv' | 'xlsx',
) {
  const response = await api.get('tenant/Customers/export', { searchParams: searchParams({ ...query, format }) });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `customers.${format}`;
  return { blob: await response.blob(), name };
}

const upload = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};
export const previewCustomerImport = (file: File) =>
  parse(api.post('tenant/Customers/import/preview', { body: upload(file) }).json(), importPreviewSchema);
export const commitCustomerImport = (file: File) =>
  parse(api.post('tenant/Customers/import/commit', { body: upload(file) }).json(), importCommitSchema);
