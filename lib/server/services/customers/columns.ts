import 'server-only';

import type { CustomerKind } from '@/lib/schemas/customers';
import { foldTurkish } from '@/lib/utils/turkish';
import { translate, type Lang } from '../../i18n';

/** The columns of the export and the import file, in order; headers come from messages. */
export const customerFileColumns = [
  'kind',
  'name',
  'taxNumber',
  'taxOffice',
  'email',
  'phone',
  'tags',
  'notes',
  'eInvoiceRegistered',
  'eInvoiceAlias',
] as const;
export type CustomerFileColumn = (typeof customerFileColumns)[number];

export const columnHeader = (lang: Lang, column: CustomerFileColumn) => translate(lang, `CustomerFile.${column}`);
export const kindLabel = (lang: Lang, kind: CustomerKind) => translate(lang, `CustomerFile.kind_${kind}`);

/** Maps a file's header cells to our columns by their Turkish or English name (case and letters folded). */
export function matchHeader(header: string[]): (CustomerFileColumn | null)[] {
  const known = new Map<string, CustomerFileColumn>();
  for (const column of customerFileColumns) {
    for (const lang of ['tr', 'en'] as const) known.set(foldTurkish(columnHeader(lang, column)), column);
    known.set(column.toLowerCase(), column);
  }
  return header.map((cell) => known.get(foldTurkish(cell)) ?? null);
}

/** The cell of a yes/no column in the request's language ('Evet' / 'Hayır'). */
export const yesNoLabel = (lang: Lang, value: boolean) =>
  translate(lang, value ? 'CustomerFile.yes' : 'CustomerFile.no');

/** Cells read as yes or no, folded: Evet/Hayır, E/H, Yes/No, Y/N, true/false, 1/0. */
const yesNoCells = new Map<string, boolean>([
  ...['evet', 'e', 'yes', 'y', 'true', '1'].map((v) => [v, true] as const),
  ...['hayir', 'h', 'no', 'n', 'false', '0'].map((v) => [v, false] as const),
]);

/** A yes/no cell as a boolean; empty is false; anything else stays as typed (and fails validation). */
export function parseYesNo(value: string): boolean | string {
  const folded = foldTurkish(value);
  if (!folded) return false;
  return yesNoCells.get(folded) ?? value;
}

/** 'Kurumsal', 'company', 'Bireysel'… -> the kind; empty means company; unknown stays as typed (and fails validation). */
export function parseKind(value: string): string {
  const folded = foldTurkish(value);
  if (!folded) return 'company';
  for (const kind of ['company', 'individual'] as const) {
    if (
      folded === kind ||
      folded === foldTurkish(kindLabel('tr', kind)) ||
      folded === foldTurkish(kindLabel('en', kind))
    )
      return kind;
  }
  return value;
}
