import 'server-only';

import {
  createCustomerInputSchema,
  type CreateCustomerData,
  type ImportCommitResult,
  type ImportPreview,
} from '@/lib/schemas/customers';
import { validationError } from '../../errors';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { translate, type Lang } from '../../i18n';
import { writeAudit } from '../audit';
import { matchHeader, parseKind } from './columns';
import type { Actor } from '../../kit/actor';
import { tenantWrite } from '../../kit/records';
import { customerColumns } from './mapping';
import { readSpreadsheet } from './spreadsheet';

interface CheckedRow {
  rowNumber: number;
  name: string;
  data?: CreateCustomerData;
  errors: Record<string, string>;
}

/** Reads the file and validates every row with the same schema as the form; errors in the request language. */
async function checkFile(file: File, lang: Lang): Promise<CheckedRow[]> {
  const [header, ...body] = await readSpreadsheet(file);
  const columns = matchHeader(header!);
  return body.map((cells, index) => {
    const raw: Record<string, string> = {};
    columns.forEach((column, i) => column && (raw[column] = (cells[i] ?? '').trim()));
    const input = {
      kind: parseKind(raw.kind ?? ''),
      name: raw.name ?? '',
      taxNumber: raw.taxNumber || null,
      taxOffice: raw.taxOffice || null,
      email: raw.email || null,
      phone: raw.phone || null,
      notes: raw.notes || null,
      tags: (raw.tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    };
    const parsed = createCustomerInputSchema.safeParse(input);
    // Row 1 is the header, so the first data row is row 2, as the spreadsheet shows it.
    const row: CheckedRow = { rowNumber: index + 2, name: input.name, errors: {} };
    if (parsed.success) return { ...row, data: parsed.data };
    const fields = validationError(parsed.error.issues).options.fields ?? {};
    for (const [field, m] of Object.entries(fields))
      row.errors[field.split('.')[0]!] ??= translate(lang, `Validation.${m.key}`, m.params);
    return row;
  });
}

/** Validates an upload without writing anything. */
export async function previewCustomerImport(file: File, lang: Lang): Promise<ImportPreview> {
  const rows = await checkFile(file, lang);
  const validCount = rows.filter((r) => r.data).length;
  return {
    rows: rows.map(({ rowNumber, name, errors }) => ({ rowNumber, name, errors })),
    validCount,
    errorCount: rows.length - validCount,
  };
}

/** Validates the upload again and writes all valid rows in ONE transaction; invalid rows are skipped. */
export async function commitCustomerImport(db: Db, actor: Actor, file: File, lang: Lang): Promise<ImportCommitResult> {
  const rows = await checkFile(file, lang);
  const valid = rows.flatMap((r) => (r.data ? [r.data] : []));
  await tenantWrite(db, actor.tenantId, customers, async (tx) => {
    for (let i = 0; i < valid.length; i += 500) {
      const batch = valid
        .slice(i, i + 500)
        .map((data) => ({ ...customerColumns(data), tenantId: actor.tenantId, createdBy: actor.userId }));
      await tx.insert(customers).values(batch);
    }
    await writeAudit(tx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      ip: actor.ip,
      action: 'customer.import',
      entity: 'customer',
      data: { file: file.name, created: valid.length, skipped: rows.length - valid.length },
    });
  });
  return { created: valid.length, skipped: rows.length - valid.length };
}
