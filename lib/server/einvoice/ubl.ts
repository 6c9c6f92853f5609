import 'server-only';

import Decimal from 'decimal.js';
import { create } from 'xmlbuilder2';
import { withholdingCode } from '@/lib/schemas/values/withholding';
import { amountInWords } from '@/lib/utils/amount-in-words';
import { computeTotals, type DocumentTotals } from '@/lib/utils/document-totals';
import { computeWithholding, type Withholding } from '@/lib/utils/withholding';
import { assertEInvoiceInput, assertVatReportable } from './check';
import { unitCodeOf, vatExemptionReasons } from './codes';
import { party, signature } from './parties';
import type { EInvoiceInput, EInvoiceLine } from './types';
import { agg, NS, SIGNATURE_PLACEHOLDER_NS, val, type Node } from './xml';

/**
 * An issued invoice as a UBL-TR 1.2.1 document (GİB's e-Fatura / e-Arşiv format), unsigned: the
 * integrator adds the XAdES signature into ext:UBLExtensions. Every amount comes from the app's
 * canonical totals (computeTotals, computeLineVat, computeWithholding), never computed anew.
 */

const money = (value: string | Decimal) => new Decimal(value).toFixed(2);

interface Context {
  input: EInvoiceInput;
  totals: DocumentTotals;
  withholding: Withholding;
  amount: (parent: Node, name: string, value: string | Decimal) => void;
}

function allowance(ctx: Context, parent: Node, o: { reason: string; percent?: string; amount: string; base: string }) {
  const node = agg(parent, 'AllowanceCharge');
  val(node, 'ChargeIndicator', 'false');
  val(node, 'AllowanceChargeReason', o.reason);
  if (o.percent) val(node, 'MultiplierFactorNumeric', new Decimal(o.percent).dividedBy(100).toString());
  ctx.amount(node, 'Amount', o.amount);
  ctx.amount(node, 'BaseAmount', o.base);
}

/** One KDV subtotal: base, amount, rate and, at 0 %, GİB's exemption reason. */
function vatSubtotal(
  ctx: Context,
  parent: Node,
  s: { base: string; amount: string; rate: number; code?: string | null },
) {
  const node = agg(parent, 'TaxSubtotal');
  ctx.amount(node, 'TaxableAmount', s.base);
  ctx.amount(node, 'TaxAmount', s.amount);
  val(node, 'Percent', String(s.rate));
  const category = agg(node, 'TaxCategory');
  if (s.rate === 0 && s.code) {
    val(category, 'TaxExemptionReasonCode', s.code);
    val(category, 'TaxExemptionReason', vatExemptionReasons[s.code]!);
  }
  const scheme = agg(category, 'TaxScheme');
  val(scheme, 'Name', 'KDV');
  val(scheme, 'TaxTypeCode', '0015');
}

function withholdingSubtotal(ctx: Context, parent: Node, s: { code: string; vat: string; amount: string }) {
  const entry = withholdingCode(s.code)!;
  const node = agg(parent, 'TaxSubtotal');
  ctx.amount(node, 'TaxableAmount', s.vat);
  ctx.amount(node, 'TaxAmount', s.amount);
  val(node, 'Percent', String(entry.rate * 10));
  const scheme = agg(agg(node, 'TaxCategory'), 'TaxScheme');
  val(scheme, 'Name', entry.name);
  val(scheme, 'TaxTypeCode', s.code);
}

/** The document's KDV: one subtotal per rate (per exemption reason at 0 %), as the canonical breakdown says. */
function documentTaxes(ctx: Context, root: Node) {
  const { input, totals, withholding } = ctx;
  const taxTotal = agg(root, 'TaxTotal');
  ctx.amount(taxTotal, 'TaxAmount', totals.vatTotal);
  for (const v of totals.vat) {
    if (v.rate !== 0) {
      // A rate whose lines come to nothing has no KDV to report (GİB reads 0 KDV at a rate as an exemption).
      if (new Decimal(v.base).greaterThan(0)) vatSubtotal(ctx, taxTotal, v);
      continue;
    }
    const codes = [...new Set(input.lines.filter((l) => l.vatRate === 0).map((l) => l.vatExemptionCode!))].sort();
    for (const code of codes) {
      const base = input.lines.reduce(
        (sum, l, i) => (l.vatRate === 0 && l.vatExemptionCode === code ? sum.plus(totals.lines[i]!.taxable) : sum),
        new Decimal(0),
      );
      vatSubtotal(ctx, taxTotal, { base: money(base), amount: '0', rate: 0, code });
    }
  }
  if (withholding.byCode.length === 0) return;
  const node = agg(root, 'WithholdingTaxTotal');
  ctx.amount(node, 'TaxAmount', withholding.total);
  for (const w of withholding.byCode) withholdingSubtotal(ctx, node, w);
}

function monetaryTotal(ctx: Context, root: Node) {
  const { totals, withholding } = ctx;
  const node = agg(root, 'LegalMonetaryTotal');
  ctx.amount(node, 'LineExtensionAmount', totals.subtotal);
  ctx.amount(node, 'TaxExclusiveAmount', totals.netTotal);
  ctx.amount(node, 'TaxInclusiveAmount', totals.grandTotal);
  if (new Decimal(totals.documentDiscount).greaterThan(0))
    ctx.amount(node, 'AllowanceTotalAmount', totals.documentDiscount);
  ctx.amount(node, 'PayableAmount', withholding.payable);
}

function invoiceLine(ctx: Context, root: Node, line: EInvoiceLine, i: number) {
  const lineTotals = ctx.totals.lines[i]!;
  const { vat, withheld } = ctx.withholding.lines[i]!;
  const node = agg(root, 'InvoiceLine');
  val(node, 'ID', String(i + 1));
  val(node, 'InvoicedQuantity', new Decimal(line.quantity).toString(), { unitCode: unitCodeOf(line.unit) });
  ctx.amount(node, 'LineExtensionAmount', lineTotals.net);
  if (line.discountRate && new Decimal(line.discountRate).greaterThan(0)) {
    // The gross before the line discount, rounded as the net is: gross − discount = net, to the kuruş.
    const gross = new Decimal(line.quantity).times(line.unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const discount = gross.minus(lineTotals.net);
    allowance(ctx, node, {
      reason: 'İskonto',
      percent: line.discountRate,
      amount: money(discount),
      base: money(gross),
    });
  }
  const taxTotal = agg(node, 'TaxTotal');
  ctx.amount(taxTotal, 'TaxAmount', vat);
  vatSubtotal(ctx, taxTotal, {
    base: lineTotals.taxable,
    amount: vat,
    rate: line.vatRate,
    code: line.vatExemptionCode,
  });
  if (line.withholdingCode) {
    const w = agg(node, 'WithholdingTaxTotal');
    ctx.amount(w, 'TaxAmount', withheld);
    withholdingSubtotal(ctx, w, { code: line.withholdingCode, vat, amount: withheld });
  }
  const item = agg(node, 'Item');
  const [name, ...more] = line.description.trim().split(/\r?\n/);
  if (more.some((l) => l.trim())) val(item, 'Description', line.description.trim());
  val(item, 'Name', name!.trim());
  if (line.itemCode) val(agg(item, 'SellersItemIdentification'), 'ID', line.itemCode);
  ctx.amount(agg(node, 'Price'), 'PriceAmount', line.unitPrice);
}

/** The UBL-TR 1.2.1 XML of an issued invoice. Throws RangeError for input GİB would reject (see check.ts). */
export function buildUblInvoice(input: EInvoiceInput): string {
  assertEInvoiceInput(input);
  const totals = computeTotals(input.lines, input.discount);
  assertVatReportable(totals);
  const withholding = computeWithholding(input.lines, totals);
  const currencyID = input.currency;
  const ctx: Context = {
    input,
    totals,
    withholding,
    amount: (parent, name, value) => val(parent, name, money(value), { currencyID }),
  };
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = doc.ele(NS.inv, 'Invoice', {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ext': NS.ext,
  });
  root
    .ele(NS.ext, 'ext:UBLExtensions')
    .ele(NS.ext, 'ext:UBLExtension')
    .ele(NS.ext, 'ext:ExtensionContent')
    .ele(SIGNATURE_PLACEHOLDER_NS, 'n4:auto-generated_for_wildcard');
  val(root, 'UBLVersionID', '2.1');
  val(root, 'CustomizationID', 'TR1.2');
  val(root, 'ProfileID', input.profile);
  val(root, 'ID', input.number);
  val(root, 'CopyIndicator', 'false');
  val(root, 'UUID', input.uuid);
  val(root, 'IssueDate', input.issueDate);
  val(root, 'IssueTime', input.issueTime);
  val(root, 'InvoiceTypeCode', input.type);
  val(root, 'Note', amountInWords(withholding.payable));
  if (input.notes?.trim()) val(root, 'Note', input.notes.trim());
  val(root, 'DocumentCurrencyCode', input.currency);
  val(root, 'LineCountNumeric', String(input.lines.length));
  if (input.original) {
    const ref = agg(agg(root, 'BillingReference'), 'InvoiceDocumentReference');
    val(ref, 'ID', input.original.number);
    val(ref, 'IssueDate', input.original.issueDate);
    val(ref, 'DocumentTypeCode', 'IADE');
  }
  signature(root, input);
  party(root, 'AccountingSupplierParty', input.supplier);
  party(root, 'AccountingCustomerParty', input.customer);
  if (new Decimal(totals.documentDiscount).greaterThan(0)) {
    const percent = input.discount?.kind === 'percent' ? input.discount.value : undefined;
    allowance(ctx, root, { reason: 'İskonto', percent, amount: totals.documentDiscount, base: totals.subtotal });
  }
  documentTaxes(ctx, root);
  monetaryTotal(ctx, root);
  input.lines.forEach((line, i) => invoiceLine(ctx, root, line, i));
  return doc.end({ prettyPrint: true });
}
