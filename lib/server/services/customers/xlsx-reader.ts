import 'server-only';

import type { Row } from 'exceljs';
import { excel } from '../../kit/spreadsheet';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, ImportLimitError, type ParseBudget } from './import-limits';
import {
  inflateEntry,
  listZipEntries,
  storedZipStream,
  verifyEntry,
  ZipInvalidError,
  ZipTooLargeError,
  type StoredPart,
  type ZipEntry,
} from './zip-guard';

/** All parts of a workbook together, as the zip's directory declares them. */
export const XLSX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** The shared strings are the one part held in memory whole. */
export const XLSX_MAX_SHARED_STRINGS_BYTES = 16 * 1024 * 1024;
/**
 * The sheet: what the import's rows and columns take, at 64 bytes a cell (its markup and a number or
 * short inline text; longer texts sit in the shared strings). About 20 MB.
 */
export const XLSX_MAX_SHEET_BYTES = (IMPORT_MAX_ROWS + 1) * IMPORT_MAX_COLUMNS * 64;

export { excel };
export { ZipInvalidError as XlsxInvalidError, ZipTooLargeError as XlsxTooLargeError };

export interface XlsxLimits {
  /** Rows of the sheet, empty ones and the header included. */
  maxRows: number;
  /** Cells of one row, empty ones included. */
  maxColumns: number;
  budget: ParseBudget;
}

const sheetNumber = (e: ZipEntry) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(e.name)?.[1] ?? NaN);

/** The parts the reader needs, in the order that lets exceljs stream the sheet without temporary files. */
function workbookParts(zip: Buffer): StoredPart[] {
  const entries = listZipEntries(zip);
  if (entries.reduce((sum, e) => sum + e.size, 0) > XLSX_MAX_UNPACKED_BYTES) throw new ZipTooLargeError('workbook');
  const find = (name: string) => entries.find((e) => e.name === name);
  const workbook = find('xl/workbook.xml');
  const sheet = entries.filter((e) => sheetNumber(e) >= 0).sort((a, b) => sheetNumber(a) - sheetNumber(b))[0];
  if (!workbook || !sheet) throw new ZipInvalidError('not a workbook');
  if (sheet.size > XLSX_MAX_SHEET_BYTES) throw new ZipTooLargeError(sheet.name);
  const strings = find('xl/sharedStrings.xml');
  if (strings && strings.size > XLSX_MAX_SHARED_STRINGS_BYTES) throw new ZipTooLargeError(strings.name);
  const rels = find('xl/_rels/workbook.xml.rels');
  const styles = find('xl/styles.xml');
  const part = (name: string, entry: ZipEntry | undefined, fallback: string): StoredPart =>
    entry ? { name, entry } : { name, content: Buffer.from(fallback) };
  return [
    part('xl/_rels/workbook.xml.rels', rels, '<Relationships/>'),
    { name: workbook.name, entry: workbook },
    ...(styles ? [{ name: styles.name, entry: styles }] : []),
    part('xl/sharedStrings.xml', strings, '<sst/>'),
    { name: 'xl/worksheets/sheet1.xml', entry: sheet },
  ];
}

function cellTexts(row: Row, width: number): string[] {
  const cells = new Array<string>(width).fill('');
  row.eachCell((cell, col) => {
    if (col <= width) cells[col - 1] = cell.text ?? '';
  });
  return cells;
}

/** A row or cell start tag, with or without a namespace prefix (`<row `, `<x:c>`, `<c/>`). */
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c)[\s/>]/g;

/**
 * Inflates the sheet once before exceljs reads it, proving its declared size and counting its row
 * and cell tags: too many of either is refused here, in a fraction of what exceljs would spend.
 */
async function scanSheet(zip: Buffer, entry: ZipEntry, limits: XlsxLimits): Promise<void> {
  let total = 0;
  let rows = 0;
  let cells = 0;
  let carry = '';
  const count = (text: string) => {
    for (const [, tag] of text.matchAll(TAG)) {
      if (tag === 'c') {
        if (++cells > limits.maxColumns) throw new ImportLimitError('columns');
      } else if (++rows > limits.maxRows) throw new ImportLimitError('rows');
      else cells = 0;
    }
  };
  for await (const chunk of inflateEntry(zip, entry)) {
    total += chunk.length;
    // A tag cut at the chunk's end is counted with the next chunk.
    const text = carry + chunk.toString('latin1');
    const open = text.lastIndexOf('<');
    const cut = open >= 0 && text.length - open < 64 ? open : text.length;
    count(text.slice(0, cut));
    carry = text.slice(cut);
    await limits.budget.pause();
  }
  count(carry);
  if (total !== entry.size) throw new ZipInvalidError(`${entry.name} is shorter than declared`);
}

/**
 * Reads the first worksheet's non-empty rows as cell texts, streaming. Every row counts against
 * `maxRows` and every cell against `maxColumns`; past either, or past the budget, it throws
 * ImportLimitError. The row width is fixed once by the header row. Throws XlsxTooLargeError or
 * XlsxInvalidError for a workbook it cannot read safely.
 */
export async function readXlsxRows(zip: Buffer, limits: XlsxLimits): Promise<string[][]> {
  const parts = workbookParts(zip);
  for (const part of parts) {
    if (!('entry' in part)) continue;
    if (part.name === 'xl/worksheets/sheet1.xml') await scanSheet(zip, part.entry, limits);
    else await verifyEntry(zip, part.entry);
  }
  const ExcelJS = await excel();
  const source = storedZipStream(zip, parts);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: string[][] = [];
  let count = 0;
  let width = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (++count > limits.maxRows) throw new ImportLimitError('rows');
        await limits.budget.pause();
        if (!width) {
          const header = cellTexts(row, Math.min(row.cellCount, limits.maxColumns));
          width = header.findLastIndex((c) => c.trim() !== '') + 1;
          if (width) rows.push(header.slice(0, width));
          continue;
        }
        const cells = cellTexts(row, width);
        if (cells.some((c) => c.trim() !== '')) rows.push(cells);
      }
      break;
    }
  } catch (error) {
    if (error instanceof ZipTooLargeError || error instanceof ImportLimitError) throw error;
    throw new ZipInvalidError(error instanceof Error ? error.message : 'unreadable workbook');
  } finally {
    source.destroy();
  }
  return rows;
}
