import 'server-only';

import { decodeText, type TextEncodingName } from '@/lib/utils/text-encoding';
import { AppError } from '../../errors';
import { readCsvRows } from './csv-reader';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  importFileTooLarge,
  ImportLimitError,
  importLimitError,
  ParseBudget,
} from './import-limits';
import { readXlsxRows, XlsxTooLargeError, type XlsxLimits } from './xlsx-reader';

const invalidFile = () => new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileInvalid' } } });
const contentTooLarge = () =>
  new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileContentTooLarge' } } });

export interface Spreadsheet {
  /** The first row is the header. */
  rows: string[][];
  /** How a CSV's bytes were read (an .xlsx is always Unicode). */
  encoding: TextEncodingName | 'xlsx';
  /** Characters nobody typed: a sign of a wrong encoding or an already garbled file. */
  unreadable: number;
}

/**
 * Reads an uploaded .csv (in any encoding Excel saves, see decodeText) or .xlsx into rows of cell
 * texts, within the import's caps (import-limits.ts): a file past them is refused, not read to its end.
 */
export async function readSpreadsheet(file: File): Promise<Spreadsheet> {
  if (file.size > IMPORT_MAX_BYTES) throw importFileTooLarge();
  const name = file.name.toLowerCase();
  const limits = { maxRows: IMPORT_MAX_ROWS + 1, maxColumns: IMPORT_MAX_COLUMNS, budget: new ParseBudget() };
  let rows: string[][];
  let encoding: Spreadsheet['encoding'] = 'xlsx';
  let unreadable = 0;
  try {
    if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') {
      const bytes = await file.arrayBuffer();
      await limits.budget.pause();
      const decoded = decodeText(bytes);
      await limits.budget.pause();
      rows = await readCsvRows(decoded.text, limits);
      encoding = decoded.encoding;
      unreadable = decoded.unreadable;
    } else if (name.endsWith('.xlsx')) {
      rows = await readXlsx(Buffer.from(await file.arrayBuffer()), limits);
    } else throw invalidFile();
  } catch (error) {
    throw error instanceof ImportLimitError ? importLimitError(error) : error;
  }
  if (rows.length < 2) throw new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileEmpty' } } });
  return { rows, encoding, unreadable };
}

async function readXlsx(buffer: Buffer, limits: XlsxLimits): Promise<string[][]> {
  try {
    return await readXlsxRows(buffer, limits);
  } catch (error) {
    if (error instanceof ImportLimitError) throw error;
    if (error instanceof XlsxTooLargeError) throw contentTooLarge();
    throw invalidFile();
  }
}

// The writer is the kit's now (reports use it too); kept here for the customers' imports.
export { writeSpreadsheet, type SheetFile } from '../../kit/spreadsheet';
