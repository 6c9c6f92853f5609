import 'server-only';

import type { DateRangeQuery, Statement } from '@/lib/schemas/payments';
import { formatDate, istanbulToday } from '@/lib/utils/dates';
import { formatMoneyTr } from '@/lib/utils/decimal';
import { fileNamePart } from '@/lib/utils/turkish';
import type { DbOrTx } from '../../db/client';
import { translate } from '../../i18n';
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

/** The column the description, and an invoice's tevkifat note, are in. */
const DESCRIPTION = 3;

/**
 * The on-screen statement's note on an invoice with tevkifat, word for word: its grand total and
 * the KDV withheld, the amount booked being what is payable after withholding.
 */
const withholdingNote = (l: Statement['lines'][number]) =>
  l.withholding
    ? translate('tr', 'CustomerStatement.withholdingNote', {
        grandTotal: formatMoneyTr(l.withholding.grandTotal),
        withholding: formatMoneyTr(l.withholding.withholdingTotal),
      })
    : null;

/**
 * The statement's rows, its cells typed: a day 'YYYY-MM-DD', texts, amounts as decimal strings
 * (null: empty); with each row the tevkifat note of its invoice, if any.
 */
function rows(s: Statement): { cells: Cell[]; note: string | null }[] {
  const amount = (v: string) => (Number(v) ? v : null);
  return [
    { cells: [null, 'Devir bakiyesi', null, null, null, null, s.openingBalance], note: null },
    ...s.lines.map((l) => ({
      cells: [
        l.date,
        movementNames[l.movement],
        l.documentNumber,
        l.description,
        amount(l.debit),
        amount(l.credit),
        l.balance,
      ],
      note: withholdingNote(l),
    })),
    { cells: [null, 'Toplam', null, null, s.totalDebit, s.totalCredit, s.closingBalance], note: null },
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
            ...rows(s).map(({ cells, note }) =>
              cells.map((cell, i) =>
                i === DESCRIPTION && note
                  ? { stack: [...(cell ? [String(cell)] : []), { text: note, color: '#666666', fontSize: 8 }] }
                  : {
                      text: printed(cell, kinds[i]!),
                      alignment: kinds[i] === 'money' ? ('right' as const) : undefined,
                    },
              ),
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
  // A cell holds one line of text (the sheet does not wrap): the note follows the description.
  const cells = rows(s).map(({ cells, note }) =>
    note ? cells.map((c, i) => (i === DESCRIPTION ? [c, note].filter(Boolean).join(' — ') : c)) : cells,
  );
  const file = await writeSpreadsheet('xlsx', 'Ekstre', header, cells, kinds);
  return { ...file, filename: fileName(s, 'xlsx') };
}
