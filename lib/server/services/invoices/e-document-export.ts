import 'server-only';

import { and, asc, count, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { EDocumentExportQuery } from '@/lib/schemas/invoices';
import { E_DOCUMENT_EXPORT_MAX_DAYS, E_DOCUMENT_EXPORT_MAX_INVOICES } from '@/lib/schemas/values/invoices';
import type { Db, DbOrTx } from '../../db/client';
import { exportProvider } from '../../einvoice/provider';
import { invoices } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { inTenant, tenantWrite } from '../../kit/records';
import { tenantLetterhead } from '../../pdf/letterhead';
import { invoicePdf } from './pdf';
import { documentBankAccount } from './pdf-e-document';
import { getInvoice } from './read';

/** The stored UBL-TR XML of an issued invoice; a draft (which has none) or another tenant's answers 404. */
export async function getInvoiceUbl(db: DbOrTx, { tenantId, id }: { tenantId: string; id: string }) {
  const [row] = await db
    .select({ number: invoices.number, xml: invoices.ublXml })
    .from(invoices)
    .where(inTenant(invoices, tenantId, id));
  if (!row?.number || !row.xml) throw notFound();
  return { fileName: `${row.number}.xml`, xml: row.xml };
}

const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * What the e-document export of a date range is made from, read in the request's transaction: every
 * issued (not cancelled) invoice dated in it that has an e-document, by number, with its XML. The
 * range and the count are bounded so one request never renders an unbounded number of PDFs.
 */
export async function loadEDocumentExport(db: DbOrTx, opts: { tenantId: string; query: EDocumentExportQuery }) {
  const { tenantId, query } = opts;
  if (days(query.from, query.to) + 1 > E_DOCUMENT_EXPORT_MAX_DAYS)
    throw new AppError(422, 'e_document_export_range', { params: { days: E_DOCUMENT_EXPORT_MAX_DAYS } });
  const where = and(
    eq(invoices.tenantId, tenantId),
    eq(invoices.status, 'issued'),
    isNotNull(invoices.ublXml),
    gte(invoices.invoiceDate, query.from),
    lte(invoices.invoiceDate, query.to),
  );
  const [{ n }] = (await db.select({ n: count() }).from(invoices).where(where)) as [{ n: number }];
  if (n > E_DOCUMENT_EXPORT_MAX_INVOICES)
    throw new AppError(422, 'e_document_export_too_many', {
      params: { count: n, max: E_DOCUMENT_EXPORT_MAX_INVOICES },
    });
  const rows = await db
    .select({ id: invoices.id, xml: invoices.ublXml })
    .from(invoices)
    .where(where)
    .orderBy(asc(invoices.number));
  const documents = [];
  for (const row of rows) documents.push({ invoice: await getInvoice(db, { tenantId, id: row.id }), xml: row.xml! });
  return {
    query,
    documents,
    letterhead: await tenantLetterhead(db, { tenantId }),
    bank: await documentBankAccount(db, tenantId),
  };
}

export type EDocumentExport = Awaited<ReturnType<typeof loadEDocumentExport>>;

/** The export's ZIP: `<number>.xml` and `<number>.pdf` of each invoice (run with no transaction open). */
export async function eDocumentZip({ query, documents, letterhead, bank }: EDocumentExport) {
  const files: Record<string, Uint8Array> = {};
  const encoder = new TextEncoder();
  for (const { invoice, xml } of documents) {
    files[`${invoice.number}.xml`] = encoder.encode(xml);
    files[`${invoice.number}.pdf`] = (await invoicePdf({ invoice, letterhead, eDocument: { xml, bank } })).pdf;
  }
  return {
    zip: zipSync(files, { level: 6 }),
    fileName: `e-belgeler-${query.from}-${query.to}.zip`,
    invoiceIds: documents.map((d) => d.invoice.id),
  };
}

/** The exported invoices count as handed over (the export provider's submit), in a write of their own. */
export const markExported = (db: Db, tenantId: string, invoiceIds: string[]) =>
  tenantWrite(db, tenantId, invoices, (tx) => exportProvider.submit(tx, { tenantId, invoiceIds }));
