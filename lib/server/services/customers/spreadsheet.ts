import 'server-only';

import { parseCsv } from '@/lib/utils/csv';
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

/** Reads an uploaded .csv or .xlsx into rows of cell texts (the first row is the header). */
export async function readSpreadsheet(file: File): Promise<string[][]> {
  if (file.size > IMPORT_MAX_BYTES) throw fileTooLarge();
  const name = file.name.toLowerCase();
  let rows: string[][];
  if (name.endsWith('.csv') || file.type === 'text/csv') {
    rows = parseCsv(new TextDecoder('utf-8').decode(await file.arrayBuffer()));
  } else if (name.endsWith('.xlsx')) {
    rows = await readXlsx(Buffer.from(await file.arrayBuffer()));
  } else throw invalidFile();
  if (rows.length < 2) throw new AppError(400, 'import_file_invalid', { fields: { file: { key: 'importFileEmpty' } } });
  if (rows.length - 1 > IMPORT_MAX_ROWS)
    throw new AppError(400, 'import_file_invalid', {
      fields: { file: { key: 'importTooManyRows', params: { max: IMPORT_MAX_ROWS } } },
    });
  return rows;
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
