import { keepPreviousData } from '@tanstack/react-query';
import type {
  ListPortalDocumentsQuery,
  PortalDocumentKind,
  PortalOfferAnswerInput,
} from '@/lib/schemas/customer-portal';
import type { UpdatePortalSettingsInput } from '@/lib/schemas/notifications';
import { api } from './client';
import { fileNameOf, saveResponse } from './download';
import { lazySchema, parseData, toSearchParams } from './envelope';

const schemas = () => import('@/lib/schemas/customer-portal');
const portalHomeSchema = lazySchema(() => schemas().then((m) => m.portalHomeSchema));
const portalDocumentPageSchema = lazySchema(() => schemas().then((m) => m.portalDocumentPageSchema));
const portalDocumentDetailSchema = lazySchema(() => schemas().then((m) => m.portalDocumentDetailSchema));
const portalSettingsSchema = lazySchema(() =>
  import('@/lib/schemas/notifications').then((m) => m.portalSettingsSchema),
);

/** The first documents request; the server prefetches exactly this. */
export const initialPortalDocumentsQuery: ListPortalDocumentsQuery = { pageIndex: 0, pageSize: 20 };

/** Query keys of the portal; the portal account's id is inside every key. */
export const portalKeys = {
  all: (userId: string) => ['customer', userId, 'portal'] as const,
  home: (userId: string) => [...portalKeys.all(userId), 'home'] as const,
  documents: (userId: string, query: ListPortalDocumentsQuery) =>
    [...portalKeys.all(userId), 'documents', query] as const,
  document: (userId: string, kind: PortalDocumentKind, id: string) =>
    [...portalKeys.all(userId), 'document', kind, id] as const,
};

/** The URL segment of a kind: /documents/offers/…, /api/customer/Documents/invoices/… */
export const kindSegment = (kind: PortalDocumentKind) => (kind === 'offer' ? 'offers' : 'invoices');

export const fetchPortalHome = () => parseData(api.get('customer/Home').json(), portalHomeSchema);
export const fetchPortalDocuments = (query: ListPortalDocumentsQuery) =>
  parseData(
    api.get('customer/Documents', { searchParams: toSearchParams(query as object) }).json(),
    portalDocumentPageSchema,
  );
export const fetchPortalDocument = (kind: PortalDocumentKind, id: string) =>
  parseData(api.get(`customer/Documents/${kindSegment(kind)}/${id}`).json(), portalDocumentDetailSchema);
export const answerPortalOffer = ({ id, ...input }: PortalOfferAnswerInput & { id: string }) =>
  parseData(api.post(`customer/Documents/offers/${id}/answer`, { json: input }).json(), portalDocumentDetailSchema);

/** The document's PDF as a blob and its file name (the API needs the bearer token, so no plain link). */
export async function fetchPortalPdf(kind: PortalDocumentKind, id: string) {
  const response = await api.get(`customer/Documents/${kindSegment(kind)}/${id}/pdf`, {
    searchParams: { download: '1' },
  });
  return { blob: await response.blob(), name: fileNameOf(response, 'belge.pdf') };
}

export const portalDocumentsOptions = (userId: string, query: ListPortalDocumentsQuery) => ({
  queryKey: portalKeys.documents(userId, query),
  queryFn: () => fetchPortalDocuments(query),
  enabled: Boolean(userId),
  placeholderData: keepPreviousData,
});

export const portalSettingsKey = (userId: string) => [...portalKeys.all(userId), 'settings'] as const;
export const fetchPortalSettings = () => parseData(api.get('customer/Settings').json(), portalSettingsSchema);
export const savePortalSettings = (input: UpdatePortalSettingsInput) =>
  parseData(api.put('customer/Settings', { json: input }).json(), portalSettingsSchema);

/** Downloads the customer's statement (cari hesap ekstresi) PDF under the server's file name. */
export const downloadPortalStatementPdf = async () =>
  saveResponse(await api.get('customer/Statement/pdf'), 'ekstre.pdf');
