import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';
import { permissionOf } from '@/lib/modules/tenant-modules';
import { storedDiscount } from '@/lib/utils/document-totals';
import type { DbOrTx } from '../../db/client';
import { labors, products, type WorkOrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Actor } from '../../kit/actor';
import { sameDiscount, sameValue } from '../../kit/line-changes';
import { storedWorkOrderLines } from './lines';

type Discount = { kind: string; value: string } | null;

/** A work-order line as the price rule reads it, stored or from the input. */
export interface PricedLine {
  kind: string;
  itemId: string | null;
  description: string;
  unitPrice: string;
  discountRate: string | null;
  vatRate: number;
  vatExemptionCode?: string | null;
  withholdingCode?: string | null;
}

/** A catalogue item's price and KDV, by `${kind}:${itemId}`. */
export type CataloguePrices = Map<string, { unitPrice: string; vatRate: number }>;

const priceFields = ['unitPrice', 'discountRate', 'vatRate'] as const;

/** The tax codes of a line: compared only when the input carries them. */
const codeFields = ['vatExemptionCode', 'withholdingCode'] as const;

/** The first priced field in which `line` differs from `stored`. */
function priceDifference(line: PricedLine, stored: PricedLine): string | null {
  const field = priceFields.find((f) => !sameValue('decimal', line[f] ?? '0', stored[f] ?? '0'));
  if (field) return field;
  return codeFields.find((f) => f in line && !sameValue('text', line[f], stored[f])) ?? null;
}

const sameItem = (a: PricedLine, b: PricedLine) => a.kind === b.kind && (a.itemId ?? null) === (b.itemId ?? null);

/** How a line new to the order must be priced: as its catalogue item, without a discount or withholding; a free line at 0. */
function catalogueDifference(line: PricedLine, catalogue: CataloguePrices): string | null {
  if (line.withholdingCode) return 'withholdingCode';
  const item = line.itemId ? catalogue.get(`${line.kind}:${line.itemId}`) : undefined;
  if (!item) return sameValue('decimal', line.unitPrice, '0') ? null : 'unitPrice';
  if (!sameValue('decimal', line.unitPrice, item.unitPrice)) return 'unitPrice';
  if (!sameValue('decimal', line.discountRate ?? '0', '0')) return 'discountRate';
  return sameValue('decimal', line.vatRate, item.vatRate) ? null : 'vatRate';
}

/**
 * The first line field a user without the pricing permission may not send (e.g. 'lines.1.unitPrice'),
 * or null. A line keeps the prices of the stored line at its position, or of another stored line
 * of the same item (lines removed or moved); a line new to the order (past the stored ones, or
 * naming another item than the line it replaces) is priced as its catalogue item.
 */
export function pricingViolation(stored: PricedLine[], input: PricedLine[], catalogue: CataloguePrices): string | null {
  const used = new Set<number>();
  const placed = input.map((line, i) => {
    const own = stored[i];
    const kept = own !== undefined && sameItem(line, own) && priceDifference(line, own) === null;
    if (kept) used.add(i);
    return kept;
  });
  for (const [i, line] of input.entries()) {
    if (placed[i]) continue;
    const moved = stored.findIndex(
      (s, j) =>
        !used.has(j) &&
        sameItem(line, s) &&
        (line.itemId || s.description === line.description) &&
        priceDifference(line, s) === null,
    );
    if (moved >= 0) {
      used.add(moved);
      continue;
    }
    const own = stored[i];
    const field = own && sameItem(line, own) ? priceDifference(line, own) : catalogueDifference(line, catalogue);
    if (field) return `lines.${i}.${field}`;
  }
  return null;
}

/** The catalogue prices of the products and labor items the lines name (the tenant's only). */
async function cataloguePrices(db: DbOrTx, tenantId: string, lines: PricedLine[]): Promise<CataloguePrices> {
  const ids = (kind: string) => [...new Set(lines.filter((l) => l.kind === kind && l.itemId).map((l) => l.itemId!))];
  const [productIds, laborIds] = [ids('product'), ids('labor')];
  const [productRows, laborRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, unitPrice: products.salePrice, vatRate: products.vatRate })
          .from(products)
          .where(and(eq(products.tenantId, tenantId), inArray(products.id, productIds)))
      : [],
    laborIds.length
      ? db
          .select({ id: labors.id, unitPrice: labors.rate, vatRate: labors.vatRate })
          .from(labors)
          .where(and(eq(labors.tenantId, tenantId), inArray(labors.id, laborIds)))
      : [],
  ]);
  return new Map([
    ...productRows.map((r) => [`product:${r.id}`, r] as const),
    ...laborRows.map((r) => [`labor:${r.id}`, r] as const),
  ]);
}

const refused = (field: string) =>
  new AppError(403, 'forbidden', { fields: { [field]: { key: 'pricingNotAllowed' } } });

/**
 * Without work-orders.pricing an update may change quantities, texts, the checklist and the
 * planning but no price: every line priced as before (pricingViolation) and the document discount
 * unchanged; otherwise 403 with the field.
 */
export async function assertPricingAllowed(
  db: DbOrTx,
  actor: Actor,
  before: WorkOrderRow,
  input: { lines: PricedLine[]; discount?: Discount },
): Promise<void> {
  if (actor.can?.(permissionOf('work-orders', 'pricing'))) return;
  if (input.discount !== undefined && !sameDiscount(storedDiscount(before), input.discount)) throw refused('discount');
  const stored = await storedWorkOrderLines(db, before.id);
  // The catalogue is read only for lines that are not priced as stored ones.
  if (pricingViolation(stored, input.lines, new Map()) === null) return;
  const field = pricingViolation(stored, input.lines, await cataloguePrices(db, actor.tenantId, input.lines));
  if (field) throw refused(field);
}
