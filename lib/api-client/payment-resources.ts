import { apiPath } from '@/lib/modules/module-links';
import type {
  AllocatePaymentInput,
  CreatePaymentInput,
  DateRangeQuery,
  ListMovementsQuery,
  ListPaymentsQuery,
} from '@/lib/schemas/payments';
import { api } from './client';
import { downloadFile } from './download';
import { lazyArray, lazyPage, lazySchema, parseData, toSearchParams } from './envelope';
import { paymentKinds, paymentRecordStatuses } from '@/lib/schemas/values/payments';
import { dayParam, idParam, oneOf } from './list-params';
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
  {
    sort: ['paymentDate', 'number', 'amount', 'createdAt'],
    filters: {
      kind: oneOf(paymentKinds),
      status: oneOf(paymentRecordStatuses),
      customerId: idParam,
      dateFrom: dayParam,
      dateTo: dayParam,
    },
  },
);

/** One key per open form, so a retried save records the payment once. */
export const createPayment = ({ key, ...input }: CreatePaymentInput & { key: string }) =>
  parseData(api.post(apiPath('payments'), { json: input, headers: { 'Idempotency-Key': key } }).json(), paymentSchema);
export const reversePayment = ({ id, reason, key }: { id: string; reason: string; key: string }) =>
  parseData(
    api.post(apiPath('payments', id, 'reverse'), { json: { reason }, headers: { 'Idempotency-Key': key } }).json(),
    paymentSchema,
  );
export const allocatePayment = ({ id, ...input }: AllocatePaymentInput & { id: string }) =>
  parseData(api.post(apiPath('payments', id, 'allocate'), { json: input }).json(), paymentSchema);

const fetchOpenInvoices = (customerId: string) =>
  parseData(api.get(apiPath('payments', 'open-invoices'), { searchParams: { customerId } }).json(), openInvoicesSchema);
const fetchInvoicePayments = (invoiceId: string) =>
  parseData(api.get(apiPath('payments', 'by-invoice', invoiceId)).json(), invoicePaymentsSchema);
const fetchStatement = (customerId: string, range: DateRangeQuery) =>
  parseData(
    api.get(apiPath('CustomerManagement', customerId, 'Statement'), { searchParams: toSearchParams(range) }).json(),
    statementSchema,
  );
const fetchCustomerBalance = (customerId: string) =>
  parseData(api.get(apiPath('CustomerManagement', customerId, 'Balance')).json(), customerBalanceSchema);

/** The modules whose records keep a ledger of their own. */
export type AccountResource = 'cash-registers' | 'bank-accounts';
const fetchAccountBalance = (resource: AccountResource, id: string) =>
  parseData(api.get(apiPath(resource, id, 'Balance')).json(), accountBalanceSchema);
const fetchAccountMovements = (resource: AccountResource, id: string, query: ListMovementsQuery) =>
  parseData(
    api.get(apiPath(resource, id, 'Movements'), { searchParams: toSearchParams(query) }).json(),
    accountMovementPage,
  );

/** Ledger reads, under the payments keys so every payment write refreshes them. */
export const ledgerOptions = {
  openInvoices: paymentResource.query('open-invoices', fetchOpenInvoices),
  /** An invoice's payments, refetched whenever its allocated amount (in the key only) moves. */
  invoice: paymentResource.query('invoice', (invoiceId: string, _allocated: string | undefined) =>
    fetchInvoicePayments(invoiceId),
  ),
  statement: paymentResource.query('statement', fetchStatement),
  customerBalance: paymentResource.query('customer-balance', fetchCustomerBalance),
  accountBalance: paymentResource.query('account-balance', fetchAccountBalance),
  accountMovements: paymentResource.query('account-movements', fetchAccountMovements),
};

/** Downloads the statement as PDF or Excel under the server's file name. */
export const downloadStatement = (customerId: string, format: 'pdf' | 'xlsx', range: DateRangeQuery) =>
  downloadFile(
    api.get(apiPath('CustomerManagement', customerId, 'Statement', format), { searchParams: toSearchParams(range) }),
    `ekstre.${format}`,
  );
