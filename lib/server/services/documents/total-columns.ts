import 'server-only';

import { computeTotals, type DocumentDiscount, type TotalsLine } from '@/lib/utils/document-totals';

/**
 * A priced document's stored discount and total columns, from the one totals function (payable_total the database derives): what
 * offers, work orders and invoices write on create and update. `totals` has the per-line figures.
 */
export function documentTotalColumns(doc: { lines: TotalsLine[]; discount?: DocumentDiscount }) {
  const totals = computeTotals(doc.lines, doc.discount);
  return {
    totals,
    columns: {
      discountKind: doc.discount?.kind ?? null,
      discountValue: doc.discount?.value ?? null,
      subtotal: totals.subtotal,
      documentDiscount: totals.documentDiscount,
      netTotal: totals.netTotal,
      vatTotal: totals.vatTotal,
      grandTotal: totals.grandTotal,
      withholdingTotal: totals.withholdingTotal,
    },
  };
}
