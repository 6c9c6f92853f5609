import 'server-only';

import type { TableCell } from 'pdfmake/interfaces';
import type { Offer } from '@/lib/schemas/offers';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr, formatPercentTr, formatQuantityTr } from '@/lib/utils/decimal';
import type { DbOrTx } from '../../db/client';
import { translate, type Lang } from '../../i18n';
import { type PdfDocument, renderPdf } from '../../pdf/render';
import { letterheadRow, totalsBlock } from '../../pdf/document-parts';
import { tenantLetterhead } from '../../pdf/letterhead';
import { getOffer } from './detail';

const PRIMARY = '#3B82F6';

/** The file name of an offer's PDF: TKL-2026-00001.pdf (a revision's slash becomes a dash). */
export const offerPdfFileName = (offer: Pick<Offer, 'number'>) => `${offer.number.replace(/[^\w.-]+/g, '-')}.pdf`;

/** What an offer's PDF is made from, read in the request's transaction. */
export async function loadOfferPdf(
  db: DbOrTx,
  opts: { tenantId: string; id: string; customerId?: string; lang?: Lang },
) {
  const lang = opts.lang ?? 'tr';
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `OfferPdf.${key}`, params);
  const [offer, letterhead] = await Promise.all([
    getOffer(db, opts),
    tenantLetterhead(db, {
      tenantId: opts.tenantId,
      taxLine: (office, number) => t('taxLine', { office: office ?? '-', number: number ?? '-' }),
      nameStyle: 'company',
      lineColor: '#555555',
    }),
  ]);
  return { offer, letterhead, lang };
}

/**
 * An offer as a PDF (pdfmake, loaded on the server only), from loaded data only: the tenant's logo,
 * name, address and tax details from its settings, the customer block, the lines, the KDV breakdown,
 * the totals, the terms and page numbers.
 */
export async function offerPdf({
  offer,
  letterhead,
  lang,
}: Awaited<ReturnType<typeof loadOfferPdf>>): Promise<{ offer: Offer; pdf: Buffer; fileName: string }> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, `OfferPdf.${key}`, params);
  const settings = letterhead.company;
  const money = (value: string) => formatMoneyTr(value, offer.currency);
  const unit = (code: string) => {
    const label = translate(lang, `CatalogUnits.${code}`);
    return label.startsWith('CatalogUnits.') ? code : label;
  };
  const head = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({
    text,
    bold: true,
    color: '#ffffff',
    fillColor: PRIMARY,
    alignment,
  });
  const right = (text: string): TableCell => ({ text, alignment: 'right' });
  const lineRows: TableCell[][] = offer.lines.map((line, i) => [
    String(i + 1),
    { stack: [line.name, ...(line.description ? [{ text: line.description, color: '#666666', fontSize: 8 }] : [])] },
    right(`${formatQuantityTr(line.quantity)} ${unit(line.unit)}`),
    right(money(line.unitPrice)),
    right(Number(line.discountRate) === 0 ? '' : formatPercentTr(line.discountRate)),
    right(formatPercentTr(line.vatRate)),
    right(money(line.net)),
  ]);
  const totals: [string, string, boolean?][] = [
    [t('subtotal'), money(offer.subtotal)],
    ...(offer.documentDiscount !== '0.00'
      ? ([[t('documentDiscount'), `-${money(offer.documentDiscount)}`]] as [string, string][])
      : []),
    [t('netTotal'), money(offer.netTotal)],
    ...offer.vat.map((v): [string, string] => [t('vatLine', { rate: v.rate, base: money(v.base) }), money(v.amount)]),
    [t('grandTotal'), money(offer.grandTotal), true],
    ...(Number(offer.withholdingTotal) > 0
      ? ([
          [t('withholdingTotal'), `-${money(offer.withholdingTotal)}`],
          [t('payableTotal'), money(offer.payableTotal), true],
        ] as [string, string, boolean][])
      : []),
  ];

  const doc: PdfDocument = {
    info: { title: offer.number, author: settings.companyName, subject: offer.subject },
    footer: {
      columns: [
        { text: `${settings.companyName} · ${offer.number}`, color: '#888888' },
        // The worker fills in the page number and count (PdfDocument).
        { text: t('page', { page: '{page}', pages: '{pages}' }), alignment: 'right', color: '#888888' },
      ],
      margin: [40, 16, 40, 0],
      fontSize: 8,
    },
    content: [
      letterheadRow(letterhead, [
        { text: t('title'), style: 'title', alignment: 'right' },
        { text: offer.number, bold: true, alignment: 'right', fontSize: 11 },
        { text: t('offerDate', { date: formatDate(offer.offerDate) }), alignment: 'right' },
        { text: t('validUntil', { date: formatDate(offer.validUntil) }), alignment: 'right' },
      ]),
      {
        margin: [0, 20, 0, 12],
        table: {
          widths: ['*'],
          body: [
            [
              {
                stack: [
                  { text: t('customer'), color: '#666666', fontSize: 8 },
                  { text: offer.customerName, bold: true, fontSize: 11 },
                  ...(offer.contactName ? [t('attention', { name: offer.contactName })] : []),
                ],
                fillColor: '#F3F6FB',
                margin: [6, 6, 6, 6],
              },
            ],
          ],
        },
        layout: 'noBorders',
      },
      { text: offer.subject, style: 'subject' },
      ...(offer.intro ? [{ text: offer.intro, margin: [0, 0, 0, 10] as [number, number, number, number] }] : []),
      {
        table: {
          headerRows: 1,
          widths: [16, '*', 60, 70, 34, 30, 76],
          body: [
            [
              head('#'),
              head(t('item')),
              head(t('quantity'), 'right'),
              head(t('unitPrice'), 'right'),
              head(t('discount'), 'right'),
              head(t('vat'), 'right'),
              head(t('amount'), 'right'),
            ],
            ...lineRows,
          ],
        },
        layout: 'lightHorizontalLines',
      },
      totalsBlock(
        totals.map(([label, value, strong]) => [
          { text: label, bold: strong },
          { text: value, alignment: 'right', bold: strong, fontSize: strong ? 11 : 9 },
        ]),
        { amountWidth: 100, layout: 'lightHorizontalLines', margin: [0, 12, 0, 0] },
      ),
      ...(offer.terms ? [{ text: t('terms'), style: 'section' }, { text: offer.terms }] : []),
    ],
    styles: {
      company: { fontSize: 13, bold: true, margin: [0, 4, 0, 2] },
      title: { fontSize: 18, bold: true, color: PRIMARY },
      subject: { fontSize: 11, bold: true, margin: [0, 0, 0, 6] },
      section: { fontSize: 10, bold: true, margin: [0, 16, 0, 4] },
    },
  };
  const pdf = await renderPdf(doc);
  return { offer, pdf, fileName: offerPdfFileName(offer) };
}
