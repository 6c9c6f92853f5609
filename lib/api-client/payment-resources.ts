import type {
  AllocatePaymentInput,
  CreatePaymentInput,
  DateRangeQuery,
  ListMovementsQuery,
  ListPaymentsQuery,
} from '@/lib/schemas/payments';
import { api } from './client';
import { saveResponse } from './download';
import { lazyArray, lazyPage, lazySchema, parseData, toSearchParams } from './envelope';
import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/payments');
const paymentSchema = lazySchema(() => schemas().then((m) => m.paymentSchema));
const openInvoicesSchema = lazyArray(() => schemas().then((m) => m.openInvoiceSchema));
const invoicePaymentsSchema = lazyArray(() => schemas().then((m) => m.invoicePaymentSchema));
const statementSchema = lazySchema(() => schemas().then((m) => m.statementSchema));
const customerBalanceSchema = lazySchema(() => schemas().then((m) => m.customerBalanceSchema));
const accountBalanceSchema = lazySchema(() => schemas().then((m) => m.accountBalanceSchema));
const accountMovementPage = lazyPage(() => schemas().then((m) => m.accountMovementSchema));

export const initialPaymentsQuery: ListPaymentsQuery = {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'paymentDate',
  sortOrder: 'desc',
};

export const paymentResource = defineResource(
  'payments',
  () => schemas().then((m) => m.paymentSchemas),
  initialPaymentsQuery,
);

/** One key per open form, so a retried save records the payment once. */
export const createPayment = ({ key, ...input }: CreatePaymentInput & { key: string }) =>
  parseData(api.post('tenant/Payments', { json: input, headers: { 'Idempotency-Key': key } }).json(), paymentSchema);
export const reversePayment = ({ id, reason, key }: { id: string; reason: string; key: string }) =>
  parseData(
    api.post(`tenant/Payments/${id}/reverse`, { json: { reason }, headers: { 'Idempotency-Key': key } }).json(),
    paymentSchema,
  );
export const allocatePayment = ({ id, ...input }: AllocatePaymentInput & { id: string }) =>
  parseData(api.post(`tenant/Payments/${id}/allocate`, { json: input }).json(), paymentSchema);

export const fetchOpenInvoices = (customerId: string) =>
  parseData(api.get('tenant/Payments/open-invoices', { searchParams: { customerId } }).json(), openInvoicesSchema);

export const fetchInvoicePayments = (invoiceId: string) =>
  parseData(api.get(`tenant/Payments/by-invoice/${invoiceId}`).json(), invoicePaymentsSchema);

/** Ledger reads, under the payments keys so every payment write refreshes them. */
export const ledgerKeys = {
  statement: (tenantId: string, customerId: string, range: DateRangeQuery) =>
    [...paymentResource.keys.all(tenantId), 'statement', customerId, range] as const,
  customerBalance: (tenantId: string, customerId: string) =>
    [...paymentResource.keys.all(tenantId), 'customer-balance', customerId] as const,
  account: (tenantId: string, resource: AccountResource, id: string) =>
    [...paymentResource.keys.all(tenantId), 'account', resource, id] as const,
  invoice: (tenantId: string, invoiceId: string) =>
    [...paymentResource.keys.all(tenantId), 'invoice', invoiceId] as const,
};

export const fetchStatement = (customerId: string, range: DateRangeQuery) =>
  parseData(
    api.get(`tenant/Customers/${customerId}/Statement`, { searchParams: toSearchParams(range) }).json(),
    statementSchema,
  );
export const fetchCustomerBalance = (customerId: string) =>
  parseData(api.get(`tenant/Customers/${customerId}/Balance`).json(), customerBalanceSchema);

export type AccountResource = 'CashRegisters' | 'BankAccounts';
export const fetchAccountBalance = (resource: AccountResource, id: string) =>
  parseData(api.get(`tenant/${resource}/${id}/Balance`).json(), accountBalanceSchema);
export const fetchAccountMovements = (resource: AccountResource, id: string, query: ListMovementsQuery) =>
  parseData(
    api.get(`tenant/${resource}/${id}/Movements`, { searchParams: toSearchParams(query) }).json(),
    accountMovementPage,
  );

/** Downloads the statement as PDF or Excel under the server's file name. */
export async function downloadStatement(customerId: string, format: 'pdf' | 'xlsx', range: DateRangeQuery) {
  const response = await api.get(`tenant/Customers/${customerId}/Statement/${format}`, {
    searchParams: toSearchParams(range),
  });
  await saveResponse(response, `ekstre.${format}`);
}
