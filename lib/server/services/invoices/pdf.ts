import 'server-only';

import type { Invoice } from '@/lib/schemas/invoices';
import type { DbOrTx } from '../../db/client';
import { type PdfDocument, renderPdf } from '../../pdf/render';
import { letterheadRow } from '../../pdf/document-parts';
import { type Letterhead, tenantLetterhead } from '../../pdf/letterhead';
import { invoiceClosing, invoiceMeta, invoiceTotals, linesTable } from './pdf-body';
import { type EDocumentPdf, eDocumentContent, loadEDocumentPdf } from './pdf-e-document';
import { getInvoice } from './read';

const title = (invoice: Invoice) =>
  invoice.kind === 'return' ? 'İADE FATURASI' : invoice.status === 'draft' ? 'FATURA TASLAĞI' : 'SATIŞ FATURASI';

export interface InvoicePdfSources {
  invoice: Invoice;
  letterhead: Letterhead;
  /** the issued invoice's e-document (its XML and the bank account to print), or null: a draft, or issued before e-documents */
  eDocument: EDocumentPdf | null;
}

/** What an invoice's PDF is made from, read in the request's transaction. */
export async function loadInvoicePdf(db: DbOrTx, opts: { tenantId: string; id: string }): Promise<InvoicePdfSources> {
  const invoice = await getInvoice(db, opts);
  const letterhead = await tenantLetterhead(db, { tenantId: opts.tenantId });
  return { invoice, letterhead, eDocument: invoice.ettn ? await loadEDocumentPdf(db, opts) : null };
}

/** The layout of a draft or an invoice without an e-document: the letterhead, the number and the customer's VKN. */
function plainContent(invoice: Invoice, letterhead: Letterhead): PdfDocument['content'] {
  return [
    letterheadRow(letterhead, [
      { text: title(invoice), bold: true, fontSize: 14, alignment: 'right' as const },
      ...invoiceMeta(invoice).map(([k, v]) => ({ text: `${k}: ${v}`, alignment: 'right' as const })),
    ]),
    { text: 'SAYIN', bold: true, margin: [0, 18, 0, 2] },
    { text: invoice.customerName, bold: true },
    ...(invoice.customerAddress ? [{ text: invoice.customerAddress }] : []),
    {
      text: [
        invoice.customerTaxOffice ? `Vergi Dairesi: ${invoice.customerTaxOffice}  ` : '',
        invoice.customerTaxNumber ? `VKN/TCKN: ${invoice.customerTaxNumber}` : '',
      ].join(''),
    },
    linesTable(invoice),
    invoiceTotals(invoice),
    ...invoiceClosing(invoice),
  ];
}

/**
 * The invoice's PDF: an issued invoice with an e-document in GİB's customary e-Arşiv / e-Fatura
 * layout with its karekod (pdf-e-document.ts); a draft or an older invoice with the tenant's logo and
 * tax data, the number, the customer's VKN, lines, the KDV breakdown and the amount in words.
 */
export async function invoicePdf({ invoice, letterhead, eDocument }: InvoicePdfSources) {
  const content = eDocument
    ? await eDocumentContent(invoice, letterhead, eDocument)
    : plainContent(invoice, letterhead);
  const doc: PdfDocument = {
    info: { title: `${title(invoice)} ${invoice.number ?? ''}`.trim() },
    content,
    footer: { text: '{page} / {pages}', alignment: 'center', fontSize: 8 },
  };
  const pdf = await renderPdf(doc);
  return { invoice, pdf, filename: `${invoice.number ?? `taslak-${invoice.id.slice(0, 8)}`}.pdf` };
}
