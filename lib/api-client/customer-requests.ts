import { apiPath } from '@/lib/modules/module-links';
import type { ImportMode, ListCustomersQuery } from '@/lib/schemas/customers';
import { api } from './client';
import { downloadFile } from './download';
import { lazyArray, lazySchema, parseData, toSearchParams } from './envelope';
import { customerKinds } from '@/lib/schemas/values/customers';
import { oneOf, textParam } from './list-params';
import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/customers');
const path = (...segments: string[]) => apiPath('CustomerManagement', ...segments);
const customerSchema = lazySchema(() => schemas().then((m) => m.customerSchema));
const importPreviewSchema = lazySchema(() => schemas().then((m) => m.importPreviewSchema));
const importCommitSchema = lazySchema(() => schemas().then((m) => m.importCommitSchema));
const portalAccountsSchema = lazyArray(() => schemas().then((m) => m.portalAccountSchema));

/** The first list request; the server prefetches exactly this. */
export const initialCustomersQuery: ListCustomersQuery = {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'name',
  sortOrder: 'asc',
};

export const customerResource = defineResource(
  'CustomerManagement',
  () => schemas().then((m) => m.customerSchemas),
  initialCustomersQuery,
  { sort: ['name', 'createdAt', 'balance'], filters: { kind: oneOf(customerKinds), tag: textParam(40) } },
);

export const restoreCustomer = (id: string) => parseData(api.post(path(id, 'restore')).json(), customerSchema);
export const inviteContact = ({ customerId, contactId }: { customerId: string; contactId: string }) =>
  parseData(api.post(path(customerId, 'contacts', contactId, 'invite')).json(), customerSchema);

/** Downloads the filtered list under the server's file name. */
export const exportCustomers = (query: Omit<ListCustomersQuery, 'pageIndex' | 'pageSize'>, format: 'csv' | 'xlsx') =>
  downloadFile(api.get(path('export'), { searchParams: toSearchParams({ ...query, format }) }), `customers.${format}`);

/** The empty import file with the Turkish headers; served, so exceljs is never loaded in the browser. */
export const downloadImportTemplate = (format: 'csv' | 'xlsx') =>
  downloadFile(api.get(path('import', 'template'), { searchParams: { format } }), `sablon.${format}`);

const upload = (file: File, fields: Record<string, string> = {}) => {
  const body = new FormData();
  body.append('file', file);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};
// A long file on a slow line takes more than the client's default 30 s.
const importTimeout = 120_000;
// ky's upload progress streams the body, which Chrome allows over HTTP/2 only: the modal shows the
// elapsed time instead (the server's checking, not the upload, is what takes long).
export const previewCustomerImport = (file: File) =>
  parseData(
    api.post(path('import', 'preview'), { body: upload(file), timeout: importTimeout }).json(),
    importPreviewSchema,
  );
export const commitCustomerImport = ({ file, mode }: { file: File; mode: ImportMode }) =>
  parseData(
    api.post(path('import', 'commit'), { body: upload(file, { mode }), timeout: importTimeout }).json(),
    importCommitSchema,
  );

const fetchPortalAccounts = (customerId: string) =>
  parseData(api.get(path(customerId, 'portal-accounts')).json(), portalAccountsSchema);
export const portalAccountsOptions = customerResource.query('portal-accounts', fetchPortalAccounts);
export const setPortalAccountEnabled = ({
  customerId,
  userId,
  enabled,
}: {
  customerId: string;
  userId: string;
  enabled: boolean;
}) =>
  parseData(
    api.post(path(customerId, 'portal-accounts', userId, enabled ? 'enable' : 'disable')).json(),
    portalAccountsSchema,
  );
