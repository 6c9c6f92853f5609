import 'server-only';

import type { Invoice } from '@/lib/schemas/invoices';
import { withholdingCode } from '@/lib/schemas/values/withholding';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr, formatPercentTr, formatQuantityTr } from '@/lib/utils/decimal';
import type { DbOrTx } from '../../db/client';
import { type PdfDocument, renderPdf } from '../../pdf/render';
import { letterheadRow, totalsBlock } from '../../pdf/document-parts';
import { tenantLetterhead } from '../../pdf/letterhead';
import { getInvoice } from './read';

const title = (invoice: Invoice) =>
  invoice.kind === 'return' ? 'İADE FATURASI' : invoice.status === 'draft' ? 'FATURA TASLAĞI' : 'SATIŞ FATURASI';

/** What an invoice's PDF is made from, read in the request's transaction. */
/** A line's text with its GİB tax codes: the exemption reason of a 0 % line, the withholding code. */
function lineText(l: Invoice['lines'][number]): string {
  if (l.vatExemptionCode) return `${l.description} (KDV istisna kodu ${l.vatExemptionCode})`;
  const w = l.withholdingCode ? withholdingCode(l.withholdingCode) : undefined;
  return w ? `${l.description} (KDV tevkifatı ${l.withholdingCode}, ${w.rate}/10)` : l.description;
}

export async function loadInvoicePdf(db: DbOrTx, opts: { tenantId: string; id: string }) {
  const invoice = await getInvoice(db, opts);
  return { invoice, letterhead: await tenantLetterhead(db, { tenantId: opts.tenantId }) };
}

/** The invoice's PDF: the tenant's logo and tax data, the GİB number, the customer's VKN, lines, the KDV breakdown and the amount in words. */
export async function invoicePdf({ invoice, letterhead }: Awaited<ReturnType<typeof loadInvoicePdf>>) {
  const money = (v: string) => formatMoneyTr(v, invoice.currency);
  const meta: [string, string][] = [
    ['Fatura No', invoice.number ?? 'Taslak (numarasız)'],
    ['Fatura Tarihi', formatDate(invoice.invoiceDate)],
    ['Vade Tarihi', formatDate(invoice.dueDate)],
    ...(invoice.originalInvoiceNumber
      ? [['İade Edilen Fatura', invoice.originalInvoiceNumber] as [string, string]]
      : []),
  ];
  const doc: PdfDocument = {
    info: { title: `${title(invoice)} ${invoice.number ?? ''}`.trim() },
    content: [
      letterheadRow(letterhead, [
        { text: title(invoice), bold: true, fontSize: 14, alignment: 'right' as const },
        ...meta.map(([k, v]) => ({ text: `${k}: ${v}`, alignment: 'right' as const })),
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
      {
        margin: [0, 14, 0, 8],
        table: {
          headerRows: 1,
          widths: [18, '*', 50, 70, 40, 40, 75],
          body: [
            ['#', 'Açıklama', 'Miktar', 'Birim Fiyat', 'İsk. %', 'KDV %', 'Tutar'].map((text) => ({
              text,
              bold: true,
            })),
            ...invoice.lines.map((l, i) => [
              String(i + 1),
              lineText(l),
              `${formatQuantityTr(l.quantity)} ${l.unit}`,
              { text: money(l.unitPrice), alignment: 'right' as const },
              formatPercentTr(l.discountRate),
              formatPercentTr(l.vatRate),
              { text: money(l.net), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      totalsBlock(
        [
          ...(Number(invoice.documentDiscount) > 0
            ? [
                ['Ara Toplam', { text: money(invoice.subtotal), alignment: 'right' as const }],
                ['İskonto', { text: `-${money(invoice.documentDiscount)}`, alignment: 'right' as const }],
              ]
            : []),
          ['Mal/Hizmet Toplamı', { text: money(invoice.netTotal), alignment: 'right' as const }],
          ...invoice.vatBreakdown.map((v) => [
            `KDV %${v.rate} (matrah ${money(v.base)})`,
            { text: money(v.amount), alignment: 'right' as const },
          ]),
          ['Toplam KDV', { text: money(invoice.vatTotal), alignment: 'right' as const }],
          ...(Number(invoice.withholdingTotal) > 0
            ? [
                ['Vergiler Dahil Toplam', { text: money(invoice.grandTotal), alignment: 'right' as const }],
                ['KDV Tevkifatı', { text: `-${money(invoice.withholdingTotal)}`, alignment: 'right' as const }],
              ]
            : []),
          [
            { text: Number(invoice.withholdingTotal) > 0 ? 'Tevkifat Sonrası Ödenecek' : 'Ödenecek Tutar', bold: true },
            { text: money(invoice.payableTotal), bold: true, alignment: 'right' as const },
          ],
        ],
        { amountWidth: 90, layout: 'noBorders' },
      ),
      { text: invoice.amountInWords, italics: true, margin: [0, 12, 0, 0] },
      ...(invoice.notes ? [{ text: invoice.notes, margin: [0, 8, 0, 0] as [number, number, number, number] }] : []),
      ...(invoice.status === 'cancelled'
        ? [
            {
              text: `İPTAL EDİLDİ: ${invoice.cancelReason ?? ''}`,
              bold: true,
              color: '#b91c1c',
              margin: [0, 12, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
    ],
    footer: { text: '{page} / {pages}', alignment: 'center', fontSize: 8 },
  };
  const pdf = await renderPdf(doc);
  return { invoice, pdf, filename: `${invoice.number ?? `taslak-${invoice.id.slice(0, 8)}`}.pdf` };
}
