import 'server-only';

import Decimal from 'decimal.js';
import type { DocumentTotals } from '@/lib/utils/document-totals';
import { withholdingCode } from '@/lib/schemas/values/withholding';
import { einvoiceTypeOf, vatExemptionReasons } from './codes';
import type { EInvoiceInput, EInvoiceParty } from './types';

/** GİB's invoice number: 3 letters or digits, the year (20xx), a 9-digit sequence. */
const NUMBER = /^[A-Z0-9]{3}20\d{2}\d{9}$/;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}:\d{2}$/;

function fail(message: string): never {
  throw new RangeError(`e-invoice: ${message}`);
}

function checkParty(role: string, p: EInvoiceParty) {
  if (!/^\d{10,11}$/.test(p.taxNumber)) fail(`${role} tax number must be a 10-digit VKN or an 11-digit TCKN`);
  if (!p.name.trim()) fail(`${role} has no name`);
  if (!p.address.district.trim() || !p.address.city.trim()) fail(`${role} address needs a district and a city`);
  if (p.mersisNo && !/^\d{16}$/.test(p.mersisNo)) fail(`${role} MERSİS number must be 16 digits`);
}

/**
 * What GİB's XSD and schematron would reject, caught before the XML is built, so an issue fails
 * with a reason instead of storing a document no integrator accepts.
 */
export function assertEInvoiceInput(input: EInvoiceInput) {
  if (!NUMBER.test(input.number)) fail(`number ${input.number} is not a GİB invoice number`);
  if (!UUID.test(input.uuid)) fail('ETTN is not a UUID');
  if (!DATE.test(input.issueDate) || !TIME.test(input.issueTime)) fail('issue date or time is malformed');
  if (input.currency !== 'TRY') fail('only TRY invoices are supported');
  checkParty('supplier', input.supplier);
  checkParty('customer', input.customer);
  if (input.lines.length === 0) fail('an invoice needs at least one line');
  input.lines.forEach((line, i) => {
    if (line.vatRate === 0 && !vatExemptionReasons[line.vatExemptionCode ?? ''])
      fail(`line ${i + 1} at 0 % KDV needs a known exemption reason code`);
    if (line.withholdingCode && !withholdingCode(line.withholdingCode))
      fail(`line ${i + 1} has an unknown withholding code ${line.withholdingCode}`);
    if (line.withholdingCode && line.vatRate === 0) fail(`line ${i + 1} withholds KDV but has none`);
  });
  const expected = einvoiceTypeOf(input.type === 'IADE' ? 'return' : 'sales', input.lines);
  if (expected !== input.type) fail(`type ${input.type} does not match the lines (${expected})`);
  if ((input.type === 'IADE') !== Boolean(input.original))
    fail('a return (IADE), and only a return, references its original');
  if (input.original && !NUMBER.test(input.original.number)) fail('the original invoice number is not a GİB number');
  if (input.type === 'IADE' && input.profile === 'TICARIFATURA')
    fail('GİB allows a return only as TEMELFATURA or EARSIVFATURA');
}

/**
 * GİB reads a KDV subtotal of 0 at a positive rate as an exemption and wants its reason: a rate
 * whose KDV rounds to 0 on a positive base (≤ 0,02 TL at 20 %) cannot be reported, and neither can
 * an invoice without any KDV base at all.
 */
export function assertVatReportable(totals: DocumentTotals) {
  const reported = totals.vat.filter((v) => v.rate === 0 || new Decimal(v.base).greaterThan(0));
  if (reported.length === 0) fail('an invoice of 0 at a positive KDV rate has no KDV to report');
  for (const v of reported)
    if (v.rate > 0 && new Decimal(v.amount).isZero()) fail(`KDV at ${v.rate} % rounds to 0 on a base of ${v.base}`);
}
