import './zod-config';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { computeTotals } from '@/lib/utils/document-totals';
import { withholdingCodeValues } from './values/withholding';
import { moneySchema, MONEY_MAX, percentSchema, quantitySchema, vatRateSchema } from './money';
import { singleLineText } from './common';

/**
 * The one lines model of the priced documents (offers, work orders, invoices): every line has the
 * same priced part, every document the same discount, and one totals function computes them
 * (lib/utils/document-totals). Each module adds only how a line names its item.
 */

/** GİB KDV exemption reason codes offered when a line's KDV is 0 (labels in `VatExemptions`). */
export const vatExemptionCodes = ['301', '302', '303', '311', '350', '351'] as const;
export type VatExemptionCode = (typeof vatExemptionCodes)[number];
export type VatRate = z.output<typeof vatRateSchema>;

/** The longest text of a line: an offer line's name and description carried as one text. */
export const LINE_TEXT_MAX = 1400;

/** A line discount: blank means none ('0'). */
const optionalPercent = z.preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), percentSchema);

/** The priced fields every document line has, validated the same way everywhere. */
export const pricedLineInputShape = {
  quantity: quantitySchema,
  unit: singleLineText(20),
  unitPrice: moneySchema,
  discountRate: optionalPercent,
  vatRate: vatRateSchema,
  /** The GİB reason of a 0 % line; dropped on other rates. Invoices require it at 0 %. */
  vatExemptionCode: z
    .enum(vatExemptionCodes, { error: 'invalidChoice' })
    .nullish()
    .transform((v) => v ?? null),
  /** GİB KDV withholding (tevkifat) code of a line with KDV (lib/schemas/values/withholding). */
  withholdingCode: z
    .enum(withholdingCodeValues, { error: 'invalidWithholdingCode' })
    .nullish()
    .transform((v) => v ?? null),
};

/** Tevkifat withholds part of a line's KDV: a line at 0 % has none to withhold (a field error). */
export const withholdingNeedsVat = (
  line: { vatRate: number; withholdingCode: string | null },
  ctx: z.RefinementCtx,
) => {
  if (line.withholdingCode && line.vatRate === 0) {
    ctx.addIssue({ code: 'custom', path: ['withholdingCode'], message: 'withholdingNeedsVat' });
  }
};

/** A line's exemption code only where its KDV is 0. */
export const keepExemptionAtZero = <L extends { vatRate: number; vatExemptionCode: VatExemptionCode | null }>(
  line: L,
): L => ({ ...line, vatExemptionCode: line.vatRate === 0 ? line.vatExemptionCode : null });

/** The document discount: a percent of the lines' nets or an amount; null when there is none. */
export const documentDiscountSchema = z
  .strictObject({
    kind: z.enum(['percent', 'amount'], { error: 'invalidChoice' }),
    value: moneySchema,
  })
  .refine((d) => d.kind === 'amount' || Number(d.value) <= 100, { message: 'invalidPercent', path: ['value'] })
  .nullish()
  .transform((v) => v ?? null);
export type DocumentDiscountInput = z.input<typeof documentDiscountSchema>;

export const storedDiscountSchema = z.object({ kind: z.enum(['percent', 'amount']), value: z.string() }).nullable();

/**
 * A document's lines and discount stay within what its total columns can hold: each line's net
 * and the grand total at most MONEY_MAX (else a field error on the lines).
 */
export function documentWithinLimits(
  doc: {
    lines: {
      quantity: string;
      unitPrice: string;
      discountRate?: string | null;
      vatRate: number;
      withholdingCode?: string | null;
    }[];
    discount?: { kind: 'percent' | 'amount'; value: string } | null;
  },
  ctx: z.RefinementCtx,
) {
  const totals = computeTotals(doc.lines, doc.discount);
  const over = (v: string) => new Decimal(v).greaterThan(MONEY_MAX);
  totals.lines.forEach((l, i) => {
    if (over(l.net)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'unitPrice'], message: 'amountTooLarge' });
  });
  if (over(totals.grandTotal)) ctx.addIssue({ code: 'custom', path: ['lines'], message: 'documentTooLarge' });
}
