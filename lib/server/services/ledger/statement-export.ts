import 'server-only';

import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DateRangeQuery, Statement } from '@/lib/schemas/payments';
import { formatDate } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import type { DbOrTx } from '../../db/client';
import { renderPdf } from '../../pdf/render';
import { writeSpreadsheet } from '../customers/spreadsheet';
import { tenantLetterhead } from '../../pdf/letterhead';
import { customerStatement } from './statement';

/** The statement's movement names on paper (Turkish, as the PDF and the sheet are). */
const movementNames: Record<Statement['lines'][number]['movement'], string> = {
  invoice: 'Satış faturası',
  invoice_cancel: 'Fatura iptali',
  return: 'İade faturası',
  return_cancel: 'İade iptali',
  collection: 'Tahsilat',
  payment: 'Ödeme',
  collection_reversal: 'Tahsilat ters kaydı',
  payment_reversal: 'Ödeme ters kaydı',
};

const header = ['Tarih', 'İşlem', 'Belge No', 'Açıklama', 'Borç', 'Alacak', 'Bakiye'];
const period = (s: Statement) =>
  `${s.dateFrom ? formatDate(s.dateFrom) : 'Başlangıç'} – ${s.dateTo ? formatDate(s.dateTo) : 'Bugün'}`;
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function rows(s: Statement, money: (v: string) => string): string[][] {
  return [
    ['', 'Devir bakiyesi', '', '', '', '', money(s.openingBalance)],
    ...s.lines.map((l) => [
      formatDate(l.date),
      movementNames[l.movement],
      l.documentNumber ?? '',
      l.description ?? '',
      Number(l.debit) ? money(l.debit) : '',
      Number(l.credit) ? money(l.credit) : '',
      money(l.balance),
    ]),
    ['', 'Toplam', '', '', money(s.totalDebit), money(s.totalCredit), money(s.closingBalance)],
  ];
}

/** The customer statement (cari hesap ekstresi) as a PDF, on the tenant's letterhead. */
export async function statementPdf(
  db: DbOrTx,
  opts: { tenantId: string; customerId: string; range: DateRangeQuery },
): Promise<{ pdf: Buffer; filename: string }> {
  const s = await customerStatement(db, opts);
  const letterhead = await tenantLetterhead(db, { tenantId: opts.tenantId });
  const money = (v: string) => formatMoneyTr(v);
  const doc: TDocumentDefinitions = {
    info: { title: `Cari Hesap Ekstresi ${s.customerName}` },
    pageOrientation: 'landscape',
    content: [
      ...letterhead.stack,
      { text: 'CARİ HESAP EKSTRESİ', bold: true, fontSize: 14, margin: [0, 8, 0, 4] },
      { text: `Müşteri: ${s.customerName}` },
      { text: `Dönem: ${period(s)}`, margin: [0, 0, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: [55, 90, 95, '*', 70, 70, 75],
          body: [
            header.map((text) => ({ text, bold: true })),
            ...rows(s, money).map((r) =>
              r.map((text, i) => ({ text, alignment: i >= 4 ? ('right' as const) : undefined })),
            ),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: `Bakiye: ${money(s.closingBalance)} (${Number(s.closingBalance) > 0 ? 'borçlu' : Number(s.closingBalance) < 0 ? 'alacaklı' : 'kapalı'})`,
        bold: true,
        alignment: 'right',
        margin: [0, 10, 0, 0],
      },
    ],
  };
  return { pdf: await renderPdf(doc), filename: `ekstre-${slug(s.customerName)}.pdf` };
}

/** The customer statement as an Excel workbook. */
export async function statementXlsx(db: DbOrTx, opts: { tenantId: string; customerId: string; range: DateRangeQuery }) {
  const s = await customerStatement(db, opts);
  const file = await writeSpreadsheet(
    'xlsx',
    'Ekstre',
    header,
    rows(s, (v) => formatMoneyTr(v)),
  );
  return { ...file, filename: `ekstre-${slug(s.customerName)}.xlsx` };
}
