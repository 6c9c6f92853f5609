import 'server-only';

import type { DateRangeQuery, Statement } from '@/lib/schemas/payments';
import { formatDate, istanbulToday } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { fileNamePart } from '@/lib/utils/turkish';
import type { DbOrTx } from '../../db/client';
import { type PdfDocument, renderPdf } from '../../pdf/render';
import { writeSpreadsheet, type Cell, type CellKind } from '../../kit/spreadsheet';
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
/** The sheet's columns: a date cell, texts, then amounts as numbers (Excel sums and formats them). */
const kinds: CellKind[] = ['date', 'text', 'text', 'text', 'money', 'money', 'money'];

/**
 * The period in days: the range asked for; without a start, from the first movement (or the end
 * when there is none), and without an end, up to today.
 */
function period(s: Statement): string {
  const to = s.dateTo ?? istanbulToday();
  const from = s.dateFrom ?? s.lines[0]?.date ?? to;
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/** The statement's rows, its cells typed: a day 'YYYY-MM-DD', texts, amounts as decimal strings (null: empty). */
function rows(s: Statement): Cell[][] {
  const amount = (v: string) => (Number(v) ? v : null);
  return [
    [null, 'Devir bakiyesi', null, null, null, null, s.openingBalance],
    ...s.lines.map((l) => [
      l.date,
      movementNames[l.movement],
      l.documentNumber,
      l.description,
      amount(l.debit),
      amount(l.credit),
      l.balance,
    ]),
    [null, 'Toplam', null, null, s.totalDebit, s.totalCredit, s.closingBalance],
  ];
}

/** A cell as the PDF prints it: '10.01.2026', '1.234,56 ₺'. */
const printed = (value: Cell, kind: CellKind) => {
  if (value === null) return '';
  if (kind === 'date') return formatDate(String(value));
  return kind === 'money' ? formatMoneyTr(String(value)) : String(value);
};

const fileName = (s: Statement, extension: string) => `ekstre-${fileNamePart(s.customerName, 'musteri')}.${extension}`;

type StatementOpts = { tenantId: string; customerId: string; range: DateRangeQuery };

/** What a statement's PDF is made from, read in the request's transaction. */
export async function loadStatementPdf(db: DbOrTx, opts: StatementOpts) {
  const s = await customerStatement(db, opts);
  return { s, letterhead: await tenantLetterhead(db, { tenantId: opts.tenantId }) };
}

/** The customer statement (cari hesap ekstresi) as a PDF, on the tenant's letterhead, from loaded data only. */
export async function statementPdf({
  s,
  letterhead,
}: Awaited<ReturnType<typeof loadStatementPdf>>): Promise<{ pdf: Buffer; filename: string }> {
  const money = (v: string) => formatMoneyTr(v);
  const doc: PdfDocument = {
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
            ...rows(s).map((r) =>
              r.map((cell, i) => ({
                text: printed(cell, kinds[i]!),
                alignment: kinds[i] === 'money' ? ('right' as const) : undefined,
              })),
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
  return { pdf: await renderPdf(doc), filename: fileName(s, 'pdf') };
}

/** What a statement's workbook is made from. */
export const loadStatementXlsx = (db: DbOrTx, opts: StatementOpts) => customerStatement(db, opts);

/** The customer statement as an Excel workbook, from loaded data only. */
export async function statementXlsx(s: Statement) {
  const file = await writeSpreadsheet('xlsx', 'Ekstre', header, rows(s), kinds);
  return { ...file, filename: fileName(s, 'xlsx') };
}
