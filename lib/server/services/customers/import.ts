import 'server-only';

import { and, eq, sql } from 'drizzle-orm';
import {
  createCustomerInputSchema,
  type CreateCustomerData,
  type ImportCommitResult,
  type ImportMode,
  type ImportPreview,
} from '@/lib/schemas/customers';
import { hasUnreadable } from '@/lib/utils/text-encoding';
import { validationError } from '../../errors';
import type { Db, DbOrTx } from '../../db/client';
import { customers, type CustomerRow } from '../../db/schema';
import { translate, type Lang } from '../../i18n';
import { writeAudit } from '../audit';
import { matchHeader, parseKind, parseYesNo, type CustomerFileColumn } from './columns';
import type { Actor } from '../../kit/actor';
import { tenantWrite } from '../../kit/records';
import { matchExisting } from './duplicates';
import { customerColumns } from './mapping';
import { ParseBudget } from './import-limits';
import { readSpreadsheet, type Spreadsheet } from './spreadsheet';

interface CheckedRow {
  rowNumber: number;
  name: string;
  cells: string[];
  /** The columns the row has a value in: an update leaves the others as they are. */
  given: Set<CustomerFileColumn>;
  data?: CreateCustomerData;
  errors: Record<string, string>;
  existing: CustomerRow | null;
}

interface CheckedFile extends Omit<Spreadsheet, 'rows'> {
  header: string[];
  rows: CheckedRow[];
}

/** An upload read and its rows checked, with nothing asked of the database. */
export interface CheckedImport extends CheckedFile {
  fileName: string;
}

interface RowContext {
  columns: (CustomerFileColumn | null)[];
  width: number;
  /** VKN/TCKN and lower-cased emails of the earlier valid rows, with their row numbers. */
  seen: Map<string, number>;
  lang: Lang;
}

/** Validates a read file's rows with the same schema as the form; errors in the request language. */
async function checkRows(sheet: Spreadsheet, lang: Lang): Promise<CheckedFile> {
  const { rows: table, ...read } = sheet;
  const [header, ...body] = table;
  const context: RowContext = { columns: matchHeader(header!), width: header!.length, seen: new Map(), lang };
  const rows: CheckedRow[] = [];
  // No deadline here (the rows are within the caps), only turns for other requests.
  const turns = new ParseBudget(Infinity);
  for (const [index, cells] of body.entries()) {
    await turns.pause();
    rows.push(checkRow(cells, index, context));
  }
  return { ...read, header: header!, rows };
}

/**
 * Rows matched per query: each row's match depends on its own keys only, and on PGlite a query runs
 * on the event loop's thread (its answer too, without a turn of the loop in between), where one
 * over 5 000 keys would hold it for tens of milliseconds.
 */
const ROWS_PER_MATCH = 250;

/** Matches the valid rows to existing customers (VKN/TCKN, then email). */
async function matchRows(db: DbOrTx, tenantId: string, rows: CheckedRow[]): Promise<void> {
  const valid = rows.filter((r) => r.data);
  for (let i = 0; i < valid.length; i += ROWS_PER_MATCH) {
    const batch = valid.slice(i, i + ROWS_PER_MATCH);
    const matches = await matchExisting(
      db,
      tenantId,
      batch.map((r) => r.data!),
    );
    batch.forEach((r, j) => (r.existing = matches[j]?.row ?? null));
    await new Promise(setImmediate);
  }
}

/**
 * One row: a row with characters nobody typed is refused (it would be saved garbled), and so is a
 * row whose VKN/TCKN or email an earlier row of the same file has (one customer, written once).
 */
function checkRow(rawCells: string[], index: number, { columns, width, seen, lang }: RowContext): CheckedRow {
  const cells = Array.from({ length: Math.max(width, rawCells.length) }, (_, i) => rawCells[i] ?? '');
  const raw: Partial<Record<CustomerFileColumn, string>> = {};
  columns.forEach((column, i) => column && (raw[column] = (cells[i] ?? '').trim()));
  const given = new Set((Object.keys(raw) as CustomerFileColumn[]).filter((c) => raw[c]));
  const input = {
    kind: parseKind(raw.kind ?? ''),
    name: raw.name ?? '',
    taxNumber: raw.taxNumber || null,
    taxOffice: raw.taxOffice || null,
    email: raw.email || null,
    phone: raw.phone || null,
    notes: raw.notes || null,
    eInvoiceRegistered: parseYesNo(raw.eInvoiceRegistered ?? ''),
    eInvoiceAlias: raw.eInvoiceAlias || null,
    tags: (raw.tags ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  };
  // Row 1 is the header, so the first data row is row 2, as the spreadsheet shows it.
  const row: CheckedRow = { rowNumber: index + 2, name: input.name, cells, given, errors: {}, existing: null };
  if (cells.some(hasUnreadable)) {
    row.errors._ = translate(lang, 'Validation.importUnreadable');
    return row;
  }
  const parsed = createCustomerInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields = validationError(parsed.error.issues).options.fields ?? {};
    for (const [field, m] of Object.entries(fields))
      row.errors[field.split('.')[0]!] ??= translate(lang, `Validation.${m.key}`, m.params);
    return row;
  }
  for (const key of [parsed.data.taxNumber, parsed.data.email?.toLowerCase()]) {
    const earlier = key ? seen.get(key) : undefined;
    if (earlier) {
      row.errors._ = translate(lang, 'Validation.importDuplicateRow', { row: earlier });
      return row;
    }
  }
  for (const key of [parsed.data.taxNumber, parsed.data.email?.toLowerCase()]) if (key) seen.set(key, row.rowNumber);
  return { ...row, data: parsed.data };
}

/**
 * Reads an upload and checks its rows (errors in the request language), before any transaction: the
 * parse is the costly part of an import, and needs no connection.
 */
export async function readCustomerImport(file: File, lang: Lang): Promise<CheckedImport> {
  return { ...(await checkRows(await readSpreadsheet(file), lang)), fileName: file.name };
}

/** Matches a checked upload to the existing customers without writing anything. */
export async function previewCustomerImport(db: Db, actor: Actor, checked: CheckedImport): Promise<ImportPreview> {
  const { header, encoding, unreadable, rows } = checked;
  await matchRows(db, actor.tenantId, rows);
  const validCount = rows.filter((r) => r.data).length;
  return {
    header,
    encoding,
    unreadable,
    rows: rows.map(({ rowNumber, name, cells, errors, existing }) => ({
      rowNumber,
      name,
      cells,
      errors,
      existing: existing && { id: existing.id, name: existing.name },
    })),
    validCount,
    errorCount: rows.length - validCount,
    existingCount: rows.filter((r) => r.data && r.existing).length,
  };
}

/**
 * An existing customer with the row's values: only the columns the row fills in are taken (an empty
 * cell means "not in this file", not "erase it"); contacts and addresses stay. The e-Fatura status
 * and its alias go together, taken from the row when it fills in "e-Fatura Mükellefi".
 */
function mergedColumns(existing: CustomerRow, row: CheckedRow) {
  const data = row.data!;
  const pick = <K extends CustomerFileColumn & keyof CustomerRow>(key: K) =>
    row.given.has(key) ? data[key] : existing[key];
  const eInvoice = row.given.has('eInvoiceRegistered') ? data : existing;
  return customerColumns({
    eInvoiceRegistered: eInvoice.eInvoiceRegistered,
    eInvoiceAlias: eInvoice.eInvoiceAlias,
    kind: pick('kind') as CreateCustomerData['kind'],
    name: data.name,
    taxNumber: pick('taxNumber'),
    taxOffice: pick('taxOffice'),
    email: pick('email'),
    phone: pick('phone'),
    notes: pick('notes'),
    tags: pick('tags'),
    contacts: [],
    addresses: [],
  });
}

/**
 * Writes a checked upload (the commit's own, read again, not the preview's) in ONE transaction: new
 * rows are inserted; rows that match an existing customer update it (`update`) or are left out
 * (`skip`); invalid rows are not written.
 */
export async function commitCustomerImport(
  db: Db,
  actor: Actor,
  { rows, fileName }: CheckedImport,
  mode: ImportMode,
): Promise<ImportCommitResult> {
  return tenantWrite(db, actor.tenantId, customers, async (tx) => {
    // Matched inside the transaction, so the counts are those of the rows as written.
    await matchRows(tx, actor.tenantId, rows);
    const fresh = rows.filter((r) => r.data && !r.existing);
    const matched = rows.filter((r) => r.data && r.existing);
    for (let i = 0; i < fresh.length; i += 500) {
      const batch = fresh
        .slice(i, i + 500)
        .map((r) => ({ ...customerColumns(r.data!), tenantId: actor.tenantId, createdBy: actor.userId }));
      await tx.insert(customers).values(batch);
    }
    // Two rows of one file never match the same customer with the same key (the second is refused),
    // but a VKN row and an email row can: the later row then wins, as a second edit would.
    let updated = 0;
    if (mode === 'update') {
      for (const row of matched) {
        const existing = row.existing!;
        await tx
          .update(customers)
          .set({ ...mergedColumns(existing, row), version: sql`${customers.version} + 1` })
          .where(and(eq(customers.id, existing.id), eq(customers.tenantId, actor.tenantId)));
        updated++;
      }
    }
    const result = {
      created: fresh.length,
      updated,
      skipped: matched.length - updated,
      rejected: rows.length - fresh.length - matched.length,
    };
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      ip: actor.ip,
      action: 'customer.import',
      entity: 'customer',
      data: { file: fileName, mode, ...result },
    });
    return result;
  });
}
