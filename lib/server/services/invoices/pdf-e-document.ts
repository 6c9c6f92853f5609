import 'server-only';

import { and, asc, eq } from 'drizzle-orm';
import type { Content } from 'pdfmake/interfaces';
import type { Invoice } from '@/lib/schemas/invoices';
import { computeTotals } from '@/lib/utils/document-totals';
import { formatIban } from '@/lib/utils/iban';
import { computeWithholding } from '@/lib/utils/withholding';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, invoices } from '../../db/schema';
import { einvoiceQrPayload } from '../../einvoice/qr';
import { translate } from '../../i18n';
import { inTenant } from '../../kit/records';
import type { Letterhead } from '../../pdf/letterhead';
import { qrImage } from '../../pdf/qr-image';
import { invoiceClosing, invoiceMeta, invoiceTotals, linesTable } from './pdf-body';

/**
 * The invoice PDF of an issued invoice with an e-document (issue 41 item 5), in the layout GİB's own
 * invoice view made customary: the seller block, the "e-Arşiv Fatura" / "e-Fatura" caption and the
 * karekod at the top; then the buyer, the scenario, type, number, dates and ETTN; the lines, the KDV
 * by rate, the tevkifat by code and the payable in words. The document's identity (number, ETTN,
 * scenario, type, the buyer's VKN/TCKN) is read from the stored XML, as the karekod is.
 */

export interface EDocumentPdf {
  xml: string;
  /** the account the PDF names for payment: the tenant's first active one */
  bank: { bankName: string; iban: string } | null;
}

const t = (key: string, params?: Record<string, string | number>) => translate('tr', `InvoicePdf.${key}`, params);

/** A VKN (10 digits, a company) or a TCKN (11 digits, a person), named as such. */
const taxIdLine = (number: string) => t(number.length === 11 ? 'tckn' : 'vkn', { number });

/** The bank account printed on e-documents and shown in the portal: the first active one in the tenant's list. */
export async function documentBankAccount(db: DbOrTx, tenantId: string) {
  const [bank] = await db
    .select({ bankName: bankAccounts.bankName, accountName: bankAccounts.accountName, iban: bankAccounts.iban })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.tenantId, tenantId), eq(bankAccounts.active, true)))
    .orderBy(asc(bankAccounts.sortName), asc(bankAccounts.id))
    .limit(1);
  return bank ?? null;
}

/** The stored XML and the bank account of an issued invoice's e-document, or null without one. */
export async function loadEDocumentPdf(db: DbOrTx, opts: { tenantId: string; id: string }) {
  const [row] = await db
    .select({ xml: invoices.ublXml })
    .from(invoices)
    .where(inTenant(invoices, opts.tenantId, opts.id));
  return row?.xml ? { xml: row.xml, bank: await documentBankAccount(db, opts.tenantId) } : null;
}

/** The seller: name, address with ilçe/il, tax office and VKN, MERSİS, IBAN and contact details. */
function sellerStack(letterhead: Letterhead, bank: EDocumentPdf['bank']): Content[] {
  const c = letterhead.company;
  const lines = [
    c.address?.replace(/\s*\n\s*/g, ', '),
    [c.postalCode, [c.district, c.city].filter(Boolean).join(' / ')].filter(Boolean).join(' ') || null,
    [c.phone, c.email].filter(Boolean).join(' · ') || null,
    c.taxOffice ? t('taxOffice', { office: c.taxOffice }) : null,
    c.taxNumber ? taxIdLine(c.taxNumber) : null,
    c.mersisNumber ? t('mersis', { number: c.mersisNumber }) : null,
    c.tradeRegistryNumber ? t('tradeRegistry', { number: c.tradeRegistryNumber }) : null,
    bank ? t('iban', { iban: formatIban(bank.iban), bank: bank.bankName }) : null,
  ].filter((line): line is string => Boolean(line));
  return [
    ...(letterhead.logo ? [letterhead.logo] : []),
    { text: c.companyName, bold: true, fontSize: 11 },
    ...lines.map((text) => ({ text })),
  ];
}

/** The buyer as the XML names it (GİB's unknown consumer included), with the printed address. */
function buyerStack(invoice: Invoice, taxId: string): Content[] {
  return [
    { text: t('customer'), bold: true },
    { text: invoice.customerName, bold: true },
    ...(invoice.customerAddress ? [{ text: invoice.customerAddress }] : []),
    ...(invoice.customerTaxOffice ? [{ text: t('taxOffice', { office: invoice.customerTaxOffice }) }] : []),
    { text: taxIdLine(taxId) },
  ];
}

/** The withheld KDV by GİB code, from the canonical totals the XML was made of. */
function withholdingRows(invoice: Invoice): [string, string][] {
  const { byCode } = computeWithholding(invoice.lines, computeTotals(invoice.lines, invoice.discount));
  return byCode.map((w) => [t('withholdingLine', { code: w.code, rate: w.rate }), w.amount]);
}

/** The e-document layout's pdfmake content. */
export async function eDocumentContent(invoice: Invoice, letterhead: Letterhead, e: EDocumentPdf): Promise<Content[]> {
  const qr = einvoiceQrPayload(e.xml);
  const caption = qr.senaryo === 'EARSIVFATURA' ? t('eArchiveCaption') : t('eInvoiceCaption');
  const identity = [
    t('customization', { id: 'TR1.2' }),
    t('scenario', { scenario: t(`scenarios.${qr.senaryo}`) }),
    t('type', { type: t(`types.${qr.tip}`) }),
    ...invoiceMeta(invoice).map(([k, v]) => `${k}: ${v}`),
  ];
  return [
    {
      columns: [
        { width: '*', stack: sellerStack(letterhead, e.bank) },
        {
          width: 120,
          stack: [{ text: caption, bold: true, fontSize: 16, alignment: 'center', margin: [0, 20, 0, 0] }],
        },
        { width: 96, stack: [await qrImage(JSON.stringify(qr), 96)] },
      ],
      columnGap: 10,
    },
    {
      margin: [0, 14, 0, 0],
      columns: [
        { width: '*', stack: buyerStack(invoice, qr.avkntckn!) },
        { width: 200, stack: identity.map((text) => ({ text, alignment: 'right' })) },
      ],
    },
    { text: t('ettn', { ettn: qr.ettn! }), bold: true, margin: [0, 8, 0, 0] },
    linesTable(invoice),
    invoiceTotals(invoice, withholdingRows(invoice)),
    ...invoiceClosing(invoice),
  ];
}
