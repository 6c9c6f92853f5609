import 'server-only';

import { parseCsv, writeCsv } from '@/lib/utils/csv';
import { AppError } from '../../errors';

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

const invalidFile = () => new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileInvalid' } } });

/** exceljs is large: load it only when a spreadsheet is actually read or written. */
async function excel() {
  const mod = await import('exceljs');
  return (mod as unknown as { default?: typeof mod }).default ?? mod;
}

/** Reads an uploaded .csv or .xlsx into rows of cell texts (the first row is the header). */
export async function readSpreadsheet(file: File): Promise<string[][]> {
  if (file.size > IMPORT_MAX_BYTES)
    throw new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileTooLarge' } } });
  const name = file.name.toLowerCase();
  let rows: string[][];
  if (name.endsWith('.csv') || file.type === 'text/csv') {
    rows = parseCsv(new TextDecoder('utf-8').decode(await file.arrayBuffer()));
  } else if (name.endsWith('.xlsx')) {
    rows = await readXlsx(await file.arrayBuffer());
  } else throw invalidFile();
  if (rows.length < 2) throw new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileEmpty' } } });
  if (rows.length - 1 > IMPORT_MAX_ROWS)
    throw new AppError(400, 'import_file_invalid', {
      fields: { file: { key: 'importTooManyRows', params: { max: IMPORT_MAX_ROWS } } },
    });
  return rows;
}

async function readXlsx(buffer: ArrayBuffer): Promise<string[][]> {
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    throw invalidFile();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalidFile();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= sheet.columnCount; i++) cells.push(row.getCell(i).text ?? '');
    if (cells.some((c) => c.trim() !== '')) rows.push(cells);
  });
  return rows;
}

export interface SheetFile {
  body: Uint8Array | string;
  contentType: string;
  extension: 'csv' | 'xlsx';
}

/** Writes a header and rows as CSV (BOM, ';') or as an .xlsx workbook. */
export async function writeSpreadsheet(
  format: 'csv' | 'xlsx',
  sheetName: string,
  header: string[],
  rows: string[][],
): Promise<SheetFile> {
  if (format === 'csv')
    return { body: writeCsv([header, ...rows]), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  sheet.addRows(rows);
  sheet.columns.forEach((column) => (column.width = 22));
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  };
}
