import 'server-only';

import type { Row } from 'exceljs';
import { excel } from '../../kit/spreadsheet';
import {
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
/** Columns past this are ignored: the import knows eight, and a header cell at XFD must not widen every row. */
export const XLSX_MAX_COLUMNS = 64;

export { excel };
export { ZipInvalidError as XlsxInvalidError, ZipTooLargeError as XlsxTooLargeError };

const sheetNumber = (e: ZipEntry) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(e.name)?.[1] ?? NaN);

/** The parts the reader needs, in the order that lets exceljs stream the sheet without temporary files. */
function workbookParts(zip: Buffer): StoredPart[] {
  const entries = listZipEntries(zip);
  if (entries.reduce((sum, e) => sum + e.size, 0) > XLSX_MAX_UNPACKED_BYTES) throw new ZipTooLargeError('workbook');
  const find = (name: string) => entries.find((e) => e.name === name);
  const workbook = find('xl/workbook.xml');
  const sheet = entries.filter((e) => sheetNumber(e) >= 0).sort((a, b) => sheetNumber(a) - sheetNumber(b))[0];
  if (!workbook || !sheet) throw new ZipInvalidError('not a workbook');
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

/**
 * Reads the first worksheet's non-empty rows as cell texts, streaming, and stops after `maxRows`
 * rows. The row width is fixed once by the header row. Throws XlsxTooLargeError or XlsxInvalidError.
 */
export async function readXlsxRows(zip: Buffer, maxRows: number): Promise<string[][]> {
  const parts = workbookParts(zip);
  for (const part of parts) if ('entry' in part) await verifyEntry(zip, part.entry);
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
  let width = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (!width) {
          const header = cellTexts(row, Math.min(row.cellCount, XLSX_MAX_COLUMNS));
          width = header.findLastIndex((c) => c.trim() !== '') + 1;
          if (width) rows.push(header.slice(0, width));
          continue;
        }
        const cells = cellTexts(row, width);
        if (cells.some((c) => c.trim() !== '')) rows.push(cells);
        if (rows.length >= maxRows) break;
      }
      break;
    }
  } catch (error) {
    if (error instanceof ZipTooLargeError) throw error;
    throw new ZipInvalidError(error instanceof Error ? error.message : 'unreadable workbook');
  } finally {
    source.destroy();
  }
  return rows;
}
