import 'server-only';

import { writeCsv } from '@/lib/utils/csv';
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
 * and as a number with two places in Excel (so it sums there); a count or rate as a number.
 */
export type CellKind = 'text' | 'money' | 'number';
export type Cell = string | number | null;

const csvCell = (value: Cell, kind: CellKind) => {
  if (value === null) return '';
  if (kind === 'money') return formatDecimalTr(String(value));
  if (kind === 'number') return String(value).replace('.', ',');
  return String(value);
};

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
  sheet.addRows(rows.map((r) => r.map((v, i) => (v !== null && kindOf(i) !== 'text' ? Number(v) : (v ?? '')))));
  sheet.columns.forEach((column, i) => {
    column.width = 22;
    if (kindOf(i) === 'money') column.numFmt = '#,##0.00';
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}
