import type {
  ListPortalDocumentsQuery,
  PortalDocumentKind,
  PortalOfferAnswerInput,
} from '@/lib/schemas/customer-portal';
import type { UpdatePortalSettingsInput } from '@/lib/schemas/notifications';
import { api } from './client';
import { downloadFile } from './download';
import { portalDocumentKinds, portalDocumentStatuses } from '@/lib/schemas/values/customer-portal';
import { lazySchema, parseData, toSearchParams } from './envelope';
import { oneOf, type ListParams } from './list-params';
import { listQuery, readQuery } from './resource';

const schemas = () => import('@/lib/schemas/customer-portal');
const portalHomeSchema = lazySchema(() => schemas().then((m) => m.portalHomeSchema));
const portalDocumentPageSchema = lazySchema(() => schemas().then((m) => m.portalDocumentPageSchema));
const portalDocumentDetailSchema = lazySchema(() => schemas().then((m) => m.portalDocumentDetailSchema));
const portalSettingsSchema = lazySchema(() =>
  import('@/lib/schemas/notifications').then((m) => m.portalSettingsSchema),
);

/** The first documents request; the server prefetches exactly this. */
export const initialPortalDocumentsQuery: ListPortalDocumentsQuery = { pageIndex: 0, pageSize: 20 };
/** The documents list's filters, kept in the address. */
export const portalDocumentsParams: ListParams<ListPortalDocumentsQuery> = {
  filters: { kind: oneOf(portalDocumentKinds), status: oneOf(portalDocumentStatuses) },
};

/** Query keys of the portal; the portal account's id is inside every key. */
export const portalKeys = {
  all: (userId: string) => ['customer', userId, 'portal'] as const,
  documents: (userId: string, query: ListPortalDocumentsQuery) =>
    [...portalKeys.all(userId), 'documents', query] as const,
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

/** Downloads the document's PDF under the server's file name. */
export const downloadPortalPdf = (kind: PortalDocumentKind, id: string) =>
  downloadFile(
    api.get(`customer/Documents/${kindSegment(kind)}/${id}/pdf`, { searchParams: { download: '1' } }),
    'belge.pdf',
  );

export const portalDocumentsOptions = (userId: string, query: ListPortalDocumentsQuery) =>
  listQuery(userId, portalKeys.documents(userId, query), () => fetchPortalDocuments(query));
export const portalHomeOptions = readQuery(portalKeys.all, 'home', fetchPortalHome);
export const portalDocumentOptions = readQuery(portalKeys.all, 'document', fetchPortalDocument);

export const fetchPortalSettings = () => parseData(api.get('customer/Settings').json(), portalSettingsSchema);
export const portalSettingsOptions = readQuery(portalKeys.all, 'settings', fetchPortalSettings);
export const savePortalSettings = (input: UpdatePortalSettingsInput) =>
  parseData(api.put('customer/Settings', { json: input }).json(), portalSettingsSchema);

/** Downloads the customer's statement (cari hesap ekstresi) PDF under the server's file name. */
export const downloadPortalStatementPdf = () => downloadFile(api.get('customer/Statement/pdf'), 'ekstre.pdf');
