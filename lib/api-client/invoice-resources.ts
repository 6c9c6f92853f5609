import { apiPath } from '@/lib/modules/module-links';
import type { ListInvoicesQuery, SendInvoiceInput } from '@/lib/schemas/invoices';
import { api } from './client';
import { downloadFile } from './download';
import { lazyArray, lazySchema, parseData, toSearchParams } from './envelope';
import { invoiceKinds, invoiceStatuses, paymentStatuses } from '@/lib/schemas/values/invoices';
import { dayParam, idParam, oneOf } from './list-params';
import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/invoices');
const path = (...segments: string[]) => apiPath('invoices', ...segments);
const invoiceSchema = lazySchema(() => schemas().then((m) => m.invoiceSchema));
const invoiceTotalsSchema = lazySchema(() => schemas().then((m) => m.invoiceTotalsSchema));
// An invoice's status changes have the offer's history shape (the API answers them with that schema).
const historySchema = lazyArray(() => import('@/lib/schemas/offers').then((m) => m.offerHistoryEntrySchema));

export const initialInvoicesQuery: ListInvoicesQuery = {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'invoiceDate',
  sortOrder: 'desc',
};

/** The list's filters without paging and order: what the totals depend on. */
export type InvoiceFilters = Omit<ListInvoicesQuery, 'pageIndex' | 'pageSize' | 'sortField' | 'sortOrder'>;

export const invoiceResource = defineResource(
  'invoices',
  () => schemas().then((m) => m.invoiceSchemas),
  initialInvoicesQuery,
  {
    sort: ['invoiceDate', 'number', 'dueDate', 'grandTotal', 'createdAt'],
    filters: {
      status: oneOf(invoiceStatuses),
      paymentStatus: oneOf(paymentStatuses),
      kind: oneOf(invoiceKinds),
      customerId: idParam,
      dateFrom: dayParam,
      dateTo: dayParam,
      dueFrom: dayParam,
      dueTo: dayParam,
    },
  },
);

/** The document an invoice is made from: an accepted offer or a done work order. */
export type InvoiceSource = { offerId: string } | { workOrderId: string };

/** The latest invoice made from a document: the query behind its page's invoice link. */
export const sourceInvoiceQuery = (source: InvoiceSource): ListInvoicesQuery => ({
  pageIndex: 0,
  pageSize: 1,
  sortField: 'createdAt',
  sortOrder: 'desc',
  ...source,
});

/** The filters of a list query: what its totals depend on. */
export function invoiceFiltersOf(query: ListInvoicesQuery): InvoiceFilters {
  const { pageIndex: _p, pageSize: _s, sortField: _f, sortOrder: _o, ...filters } = query;
  return filters;
}

export const fetchInvoiceTotals = (query: InvoiceFilters) =>
  parseData(api.get(path('totals'), { searchParams: toSearchParams(query) }).json(), invoiceTotalsSchema);
/** Totals of the filtered invoices (the list's footer), under the resource's keys so writes refresh them. */
export const invoiceTotalsOptions = invoiceResource.query('totals', fetchInvoiceTotals);

export const issueInvoice = ({ id, seriesId }: { id: string; seriesId?: string | null }) =>
  parseData(api.post(path(id, 'issue'), { json: seriesId ? { seriesId } : {} }).json(), invoiceSchema);
export const cancelInvoice = ({ id, reason }: { id: string; reason: string }) =>
  parseData(api.post(path(id, 'cancel'), { json: { reason } }).json(), invoiceSchema);
/** One key per send dialog, so a retried click sends the mail once. */
export const sendInvoice = ({ id, key, ...input }: SendInvoiceInput & { id: string; key: string }) =>
  parseData(api.post(path(id, 'send'), { json: input, headers: { 'Idempotency-Key': key } }).json(), invoiceSchema);

const fetchInvoiceHistory = (id: string) => parseData(api.get(path(id, 'history')).json(), historySchema);
/** An invoice's status changes, refetched whenever its version (in the key only) moves. */
export const invoiceHistoryOptions = invoiceResource.query('history', (id: string, _version: number | undefined) =>
  fetchInvoiceHistory(id),
);

/** Downloads the PDF; the browser saves it under the server's file name. */
export const downloadInvoicePdf = (id: string) => downloadFile(api.get(path(id, 'pdf')), 'fatura.pdf');
/** The issued invoice's UBL-TR XML, saved as `<number>.xml`. */
export const downloadInvoiceUbl = (id: string) => downloadFile(api.get(path(id, 'ubl')), 'fatura.xml');
/** The ZIP of the XML and PDF of every issued invoice dated in the range (inclusive days). */
export const downloadEDocuments = (range: { from: string; to: string }) =>
  downloadFile(api.get(path('export', 'e-documents'), { searchParams: range }), 'e-belgeler.zip');

/** 'Faturalandır': a draft invoice from an accepted offer. */
export const invoiceFromOffer = (offerId: string) =>
  parseData(api.post(path('from-offer', offerId)).json(), invoiceSchema);

/** 'Faturalandır': a draft invoice from a done work order. */
export const invoiceFromWorkOrder = (workOrderId: string) =>
  parseData(api.post(path('from-work-order', workOrderId)).json(), invoiceSchema);
