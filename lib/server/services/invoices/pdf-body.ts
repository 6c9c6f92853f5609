import 'server-only';

import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Invoice } from '@/lib/schemas/invoices';
import { withholdingCode } from '@/lib/schemas/values/withholding';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr, formatPercentTr, formatQuantityTr } from '@/lib/utils/decimal';
import { translate } from '../../i18n';
import { totalsBlock } from '../../pdf/document-parts';

/** The parts both invoice layouts share (pdf.ts, pdf-e-document.ts): meta, lines, totals and the closing. */

type Line = Invoice['lines'][number];

/** The invoice's number and dates, as label and value. */
export const invoiceMeta = (invoice: Invoice): [string, string][] => [
  ['Fatura No', invoice.number ?? 'Taslak (numarasız)'],
  ['Fatura Tarihi', formatDate(invoice.invoiceDate)],
  ['Vade Tarihi', formatDate(invoice.dueDate)],
  ...(invoice.originalInvoiceNumber ? [['İade Edilen Fatura', invoice.originalInvoiceNumber] as [string, string]] : []),
];

/** A line's text with its GİB tax codes: the exemption reason of a 0 % line, the withholding code. */
function lineText(l: Line): string {
  if (l.vatExemptionCode) return `${l.description} (KDV istisna kodu ${l.vatExemptionCode})`;
  const w = l.withholdingCode ? withholdingCode(l.withholdingCode) : undefined;
  return w ? `${l.description} (KDV tevkifatı ${l.withholdingCode}, ${w.rate}/10)` : l.description;
}

/** A quantity with its unit as people write it: "1 adet", "2,5 saat", "3 gün". */
export function quantityText(l: Pick<Line, 'quantity' | 'unit'>): string {
  const label = translate('tr', `CatalogUnits.${l.unit}`);
  const unit = label.startsWith('CatalogUnits.') ? l.unit : label.toLocaleLowerCase('tr');
  return `${formatQuantityTr(l.quantity)} ${unit}`;
}

const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', ...(bold ? { bold } : {}) });

export function linesTable(invoice: Invoice): Content {
  const money = (v: string) => formatMoneyTr(v, invoice.currency);
  return {
    margin: [0, 14, 0, 8],
    table: {
      headerRows: 1,
      widths: [18, '*', 50, 70, 40, 40, 75],
      body: [
        ['#', 'Açıklama', 'Miktar', 'Birim Fiyat', 'İsk. %', 'KDV %', 'Tutar'].map((text) => ({ text, bold: true })),
        ...invoice.lines.map((l, i) => [
          String(i + 1),
          lineText(l),
          quantityText(l),
          right(money(l.unitPrice)),
          formatPercentTr(l.discountRate),
          formatPercentTr(l.vatRate),
          right(money(l.net)),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/**
 * The totals: net, KDV per rate, and with tevkifat the grand total, the withheld KDV (one row, or
 * `withholdingRows` per code on the e-document) and the payable.
 */
export function invoiceTotals(invoice: Invoice, withholdingRows?: [string, string][]): Content {
  const money = (v: string) => formatMoneyTr(v, invoice.currency);
  const withholds = Number(invoice.withholdingTotal) > 0;
  const withheld = withholdingRows ?? [['KDV tevkifatı', invoice.withholdingTotal]];
  return totalsBlock(
    [
      ...(Number(invoice.documentDiscount) > 0
        ? [
            ['Ara Toplam', right(money(invoice.subtotal))],
            ['İskonto', right(`-${money(invoice.documentDiscount)}`)],
          ]
        : []),
      ['Mal/Hizmet Toplamı', right(money(invoice.netTotal))],
      ...invoice.vatBreakdown.map((v) => [`KDV %${v.rate} (matrah ${money(v.base)})`, right(money(v.amount))]),
      ['Toplam KDV', right(money(invoice.vatTotal))],
      ...(withholds
        ? [
            ['Vergiler Dahil Toplam', right(money(invoice.grandTotal))],
            ...withheld.map(([label, amount]) => [label, right(`-${money(amount)}`)]),
          ]
        : []),
      [
        { text: withholds ? 'Tevkifat sonrası ödenecek' : 'Ödenecek Tutar', bold: true },
        right(money(invoice.payableTotal), true),
      ],
    ],
    { amountWidth: 90, layout: 'noBorders' },
  );
}

/** The amount in words, the notes and, on a cancelled invoice, the cancellation. */
export const invoiceClosing = (invoice: Invoice): Content[] => [
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
];
