import Decimal from 'decimal.js';
import fc from 'fast-check';
import { invoiceArb } from '@/tests/ubl-tr/invoices';
import { computeTotals } from '@/lib/utils/document-totals';
import { buildUblInvoice } from './ubl';

/** The first amount of `element` in the document (the document-level one: lines come last). */
const amountOf = (xml: string, element: string) =>
  new RegExp(`<cac:${element}>\\s*<cbc:TaxAmount currencyID="TRY">([-\\d.]+)<`).exec(xml)?.[1] ?? null;
const payableOf = (xml: string) => /<cbc:PayableAmount currencyID="TRY">([-\d.]+)</.exec(xml)?.[1];

describe('stored totals and the UBL-TR document', () => {
  it('agree on the withheld KDV and the payable amount, and payable + withholding = grand total', () => {
    fc.assert(
      fc.property(invoiceArb, (invoice) => {
        const totals = computeTotals(invoice.lines, invoice.discount);
        const xml = buildUblInvoice(invoice);
        expect(new Decimal(totals.payableTotal).plus(totals.withholdingTotal).toFixed(2)).toBe(totals.grandTotal);
        expect(payableOf(xml)).toBe(totals.payableTotal);
        const withheld = amountOf(xml, 'WithholdingTaxTotal');
        expect(withheld ?? '0.00').toBe(totals.withholdingTotal);
      }),
      { numRuns: 200 },
    );
  });
});
