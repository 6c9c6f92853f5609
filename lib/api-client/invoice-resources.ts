import { z } from 'zod';
import {
  invoiceSchema,
  invoiceSchemas,
  invoiceTotalsSchema,
  type ListInvoicesQuery,
  type SendInvoiceInput,
} from '@/lib/schemas/invoices';
import { api } from './client';
import { parseData, toSearchParams } from './envelope';
import { defineResource } from './resource';

export const initialInvoicesQuery: ListInvoicesQuery = {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'invoiceDate',
  sortOrder: 'desc',
};

/** The list's filters without paging and order: what the totals depend on. */
export type InvoiceFilters = Omit<ListInvoicesQuery, 'pageIndex' | 'pageSize' | 'sortField' | 'sortOrder'>;

export const invoiceResource = defineResource('invoices', invoiceSchemas, initialInvoicesQuery);

/** Totals of the filtered invoices (the list's footer), under the resource's keys so writes refresh them. */
export const invoiceTotalsKey = (tenantId: string, query: InvoiceFilters) =>
  [...invoiceResource.keys.all(tenantId), 'totals', query] as const;
export const fetchInvoiceTotals = (query: InvoiceFilters) =>
  parseData(api.get('tenant/Invoices/totals', { searchParams: toSearchParams(query) }).json(), invoiceTotalsSchema);

export const issueInvoice = ({ id, seriesId }: { id: string; seriesId?: string | null }) =>
  parseData(api.post(`tenant/Invoices/${id}/issue`, { json: seriesId ? { seriesId } : {} }).json(), invoiceSchema);
export const cancelInvoice = ({ id, reason }: { id: string; reason: string }) =>
  parseData(api.post(`tenant/Invoices/${id}/cancel`, { json: { reason } }).json(), invoiceSchema);
/** One key per send dialog, so a retried click sends the mail once. */
export const sendInvoice = ({ id, key, ...input }: SendInvoiceInput & { id: string; key: string }) =>
  parseData(
    api.post(`tenant/Invoices/${id}/send`, { json: input, headers: { 'Idempotency-Key': key } }).json(),
    invoiceSchema,
  );

const historySchema = z.array(
  z.object({
    from: z.string().nullable(),
    to: z.string(),
    comment: z.string().nullable(),
    at: z.string(),
    actorName: z.string().nullable(),
  }),
);
export const fetchInvoiceHistory = (id: string) =>
  parseData(api.get(`tenant/Invoices/${id}/history`).json(), historySchema);

/** Downloads the PDF; the browser saves it under the server's file name. */
export async function downloadInvoicePdf(id: string) {
  const response = await api.get(`tenant/Invoices/${id}/pdf`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'fatura.pdf';
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** 'Faturalandır': a draft invoice from an accepted offer. */
export const invoiceFromOffer = (offerId: string) =>
  parseData(api.post(`tenant/Invoices/from-offer/${offerId}`).json(), invoiceSchema);

/** 'Faturalandır': a draft invoice from a done work order. */
export const invoiceFromWorkOrder = (workOrderId: string) =>
  parseData(api.post(`tenant/Invoices/from-work-order/${workOrderId}`).json(), invoiceSchema);
