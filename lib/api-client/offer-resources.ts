import { apiPath } from '@/lib/modules/module-links';
import { offerDisplayStatuses } from '@/lib/schemas/values/offers';
import type {
  ListOffersQuery,
  ListOfferTemplatesQuery,
  OfferDecisionInput,
  UpdateOfferSettingsInput,
} from '@/lib/schemas/offers';
import { api } from './client';
import { downloadFile } from './download';
import { lazySchema, parseData } from './envelope';
import { dayParam, idParam, oneOf } from './list-params';
import { defineResource } from './resource';

const schemas = () => import('@/lib/schemas/offers');
const offerSchema = lazySchema(() => schemas().then((m) => m.offerSchema));
const offerSendResultSchema = lazySchema(() => schemas().then((m) => m.offerSendResultSchema));
const offerSettingsSchema = lazySchema(() => schemas().then((m) => m.offerSettingsSchema));

/** The first list request; the server prefetches exactly this. */
export const initialOffersQuery: ListOffersQuery = {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'offerDate',
  sortOrder: 'desc',
};
export const offerResource = defineResource('offers', () => schemas().then((m) => m.offerSchemas), initialOffersQuery, {
  sort: ['offerDate', 'number', 'grandTotal', 'createdAt'],
  filters: { status: oneOf(offerDisplayStatuses), customerId: idParam, dateFrom: dayParam, dateTo: dayParam },
});

const initialTemplatesQuery: ListOfferTemplatesQuery = {
  pageIndex: 0,
  pageSize: 20,
  sortField: 'name',
  sortOrder: 'asc',
};
export const offerTemplateResource = defineResource(
  'tenant-offers-templates',
  () => schemas().then((m) => m.offerTemplateSchemas),
  initialTemplatesQuery,
  { sort: ['name', 'createdAt'] },
);

const path = (id: string, action: string) => apiPath('offers', id, action);

/** Emails the offer; the key makes a retried click (or a lost answer) send nothing twice. */
export const sendOffer = ({ id, version, key }: { id: string; version: number; key: string }) =>
  parseData(
    api.post(path(id, 'send'), { json: { version }, headers: { 'idempotency-key': key } }).json(),
    offerSendResultSchema,
  );
export const decideOffer = ({ id, ...input }: OfferDecisionInput & { id: string }) =>
  parseData(api.post(path(id, 'status'), { json: input }).json(), offerSchema);
export const reviseOffer = ({ id, version }: { id: string; version: number }) =>
  parseData(api.post(path(id, 'revise'), { json: { version } }).json(), offerSchema);
export const copyOffer = (id: string) => parseData(api.post(path(id, 'copy')).json(), offerSchema);

/** Downloads the offer's PDF under the server's file name, 'TKL-2026-00009.pdf' (the API needs the bearer token, so no plain link). */
export const downloadOfferPdf = (id: string) => downloadFile(api.get(path(id, 'pdf')), 'teklif.pdf');

const fetchOfferSettings = () => parseData(api.get(apiPath('offers', 'settings')).json(), offerSettingsSchema);
export const offerSettingsOptions = offerResource.query('settings', fetchOfferSettings);
export const saveOfferSettings = (input: UpdateOfferSettingsInput) =>
  parseData(api.put(apiPath('offers', 'settings'), { json: input }).json(), offerSettingsSchema);
