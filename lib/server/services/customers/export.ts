import 'server-only';

import type { exportCustomersQuerySchema } from '@/lib/schemas/customers';
import { istanbulToday } from '@/lib/utils/dates';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import type { Lang } from '../../i18n';
import { translate } from '../../i18n';
import { columnHeader, customerFileColumns, kindLabel, yesNoLabel } from './columns';
import { customerOrder, customerWhere } from './list';
import { writeSpreadsheet, type SheetFile } from '../../kit/spreadsheet';

/** Exports stop here; a larger list should be narrowed by its filters first. */
export const EXPORT_MAX_ROWS = 50_000;

type ExportOpts = {
  tenantId: string;
  lang: Lang;
  query: z.output<typeof exportCustomersQuerySchema>;
  /** May order by balance (payments.view). */
  money?: boolean;
};

/** The filtered, sorted list's cells, read in the request's transaction. */
export async function loadCustomerExport(db: DbOrTx, opts: ExportOpts) {
  const rows = await db
    .select()
    .from(customers)
    .where(customerWhere(opts.tenantId, opts.query))
    .orderBy(...customerOrder(opts.query, opts.money))
    .limit(EXPORT_MAX_ROWS);
  const cells = rows.map((c) => [
    kindLabel(opts.lang, c.kind as 'company' | 'individual'),
    c.name,
    c.taxNumber ?? '',
    c.taxOffice ?? '',
    c.email ?? '',
    c.phone ?? '',
    c.tags.join(', '),
    c.notes ?? '',
    yesNoLabel(opts.lang, c.eInvoiceRegistered),
    c.eInvoiceAlias ?? '',
  ]);
  return { lang: opts.lang, format: opts.query.format, cells };
}

/** The loaded list as a CSV or xlsx file whose columns the import reads back (no database). */
export async function customerExportFile(
  loaded: Awaited<ReturnType<typeof loadCustomerExport>>,
): Promise<SheetFile & { fileName: string }> {
  const { lang, format, cells } = loaded;
  const header = customerFileColumns.map((column) => columnHeader(lang, column));
  const sheetName = translate(lang, 'CustomerFile.sheetName');
  const file = await writeSpreadsheet(format, sheetName, header, cells);
  const date = istanbulToday();
  return { ...file, fileName: `${translate(lang, 'CustomerFile.fileName')}-${date}.${file.extension}` };
}

/**
 * The empty import file: the import's columns with their Turkish headers (the import also reads the
 * English ones), as CSV (BOM, ';') or xlsx, so an office starts from a file it reads back as is.
 */
export async function customerImportTemplate(format: 'csv' | 'xlsx'): Promise<SheetFile & { fileName: string }> {
  const header = customerFileColumns.map((column) => columnHeader('tr', column));
  const file = await writeSpreadsheet(format, translate('tr', 'CustomerFile.sheetName'), header, []);
  return { ...file, fileName: `${translate('tr', 'CustomerFile.templateFileName')}.${file.extension}` };
}
