import 'server-only';

import type { Content, Margins, TableCell } from 'pdfmake/interfaces';
import type { Letterhead } from './letterhead';

/** A document's head: the tenant's letterhead on the left, the document's title and dates on the right. */
export const letterheadRow = (letterhead: Letterhead, heading: Content[]): Content => ({
  columns: [
    { stack: letterhead.stack, width: '*' },
    { width: 200, stack: heading },
  ],
});

/** A document's totals at the right edge: a label and an amount per row. */
export const totalsBlock = (
  body: TableCell[][],
  opts: { amountWidth: number; layout: 'lightHorizontalLines' | 'noBorders'; margin?: Margins },
): Content => ({
  ...(opts.margin ? { margin: opts.margin } : {}),
  columns: [
    { width: '*', text: '' },
    { width: 240, table: { widths: ['*', opts.amountWidth], body }, layout: opts.layout },
  ],
});
