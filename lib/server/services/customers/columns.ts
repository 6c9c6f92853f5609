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
