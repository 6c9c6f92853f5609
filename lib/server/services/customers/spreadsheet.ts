import 'server-only';

import { parseCsv } from '@/lib/utils/csv';
import { decodeText, type TextEncodingName } from '@/lib/utils/text-encoding';
import { AppError } from '../../errors';
import { readXlsxRows, XlsxTooLargeError } from './xlsx-reader';

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

const invalidFile = () => new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileInvalid' } } });
const fileTooLarge = () =>
  new AppError(400, 'import_file_invalid', {
    fields: { file: { key: 'importFileTooLarge', params: { max: IMPORT_MAX_BYTES / 1024 / 1024 } } },
  });
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

/** Reads an uploaded .csv (in any encoding Excel saves, see decodeText) or .xlsx into rows of cell texts. */
export async function readSpreadsheet(file: File): Promise<Spreadsheet> {
  if (file.size > IMPORT_MAX_BYTES) throw fileTooLarge();
  const name = file.name.toLowerCase();
  let rows: string[][];
  let encoding: Spreadsheet['encoding'] = 'xlsx';
  let unreadable = 0;
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') {
    const decoded = decodeText(await file.arrayBuffer());
    rows = parseCsv(decoded.text);
    encoding = decoded.encoding;
    unreadable = decoded.unreadable;
  } else if (name.endsWith('.xlsx')) {
    rows = await readXlsx(Buffer.from(await file.arrayBuffer()));
  } else throw invalidFile();
  if (rows.length < 2) throw new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileEmpty' } } });
  if (rows.length - 1 > IMPORT_MAX_ROWS)
    throw new AppError(400, 'import_file_invalid', {
      fields: { file: { key: 'importTooManyRows', params: { max: IMPORT_MAX_ROWS } } },
    });
  return { rows, encoding, unreadable };
}

/** The header and at most IMPORT_MAX_ROWS + 1 data rows: one more than allowed is enough to refuse. */
async function readXlsx(buffer: Buffer): Promise<string[][]> {
  try {
    return await readXlsxRows(buffer, IMPORT_MAX_ROWS + 2);
  } catch (error) {
    if (error instanceof XlsxTooLargeError) throw contentTooLarge();
    throw invalidFile();
  }
}

// The writer is the kit's now (reports use it too); kept here for the customers' imports.
export { writeSpreadsheet, type SheetFile } from '../../kit/spreadsheet';
