import 'server-only';

import { writeCsv } from '@/lib/utils/csv';
import { formatDate } from '@/lib/utils/dates';
import { formatDecimalTr } from '@/lib/utils/decimal';

/** exceljs is large: load it only when a spreadsheet is actually read or written. */
export async function excel() {
  const mod = await import('exceljs');
  return (mod as unknown as { default?: typeof mod }).default ?? mod;
}

export interface SheetFile {
  body: Uint8Array | string;
  contentType: string;
  extension: 'csv' | 'xlsx';
}

/**
 * How a column's cells are written: text as is; money (a decimal string) as '1.234,56' in CSV
 * and as a number with two places in Excel (so it sums there); a count or rate as a number; a
 * calendar day ('2026-01-10') as '10.01.2026' in CSV and as a date cell in Excel (so it sorts).
 */
export type CellKind = 'text' | 'money' | 'number' | 'date';
export type Cell = string | number | null;

const csvCell = (value: Cell, kind: CellKind) => {
  if (value === null) return '';
  if (kind === 'money') return formatDecimalTr(String(value));
  if (kind === 'number') return String(value).replace('.', ',');
  if (kind === 'date') return formatDate(String(value));
  return String(value);
};

/** A workbook cell: a number or a date where the column has one, the text otherwise. */
function excelCell(value: Cell, kind: CellKind): string | number | Date {
  if (value === null) return '';
  if (kind === 'money' || kind === 'number') return Number(value);
  const day = kind === 'date' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value)) : null;
  // Midnight UTC: exceljs writes a date's serial from its UTC time, so the cell is that very day.
  if (day) return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return String(value);
}

/**
 * Excel's own codes: it shows them with the reader's separators, so a Turkish Excel reads
 * '1.234,56' and '10.01.2026'.
 */
const excelFormats: Partial<Record<CellKind, string>> = { money: '#,##0.00', date: 'dd.mm.yyyy' };

/**
 * Writes a header and rows as CSV (BOM, ';', Turkish numbers) or as an .xlsx workbook. Without
 * `kinds` every column is text.
 */
export async function writeSpreadsheet(
  format: 'csv' | 'xlsx',
  sheetName: string,
  header: string[],
  rows: Cell[][],
  kinds: CellKind[] = [],
): Promise<SheetFile> {
  const kindOf = (i: number) => kinds[i] ?? 'text';
  if (format === 'csv')
    return {
      body: writeCsv([header, ...rows.map((r) => r.map((v, i) => csvCell(v, kindOf(i))))]),
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
    };
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  sheet.addRows(rows.map((r) => r.map((v, i) => excelCell(v, kindOf(i)))));
  sheet.columns.forEach((column, i) => {
    column.width = 22;
    const numFmt = excelFormats[kindOf(i)];
    if (numFmt) column.numFmt = numFmt;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}
