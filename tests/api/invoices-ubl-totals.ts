import Decimal from 'decimal.js';
import { create } from 'xmlbuilder2';

/**
 * A stored UBL-TR document read back against the invoice the API returned: its header (number,
 * ETTN, scenario, type, the original of a return) and every amount GİB reads — LegalMonetaryTotal,
 * TaxTotal with its per-rate subtotals, WithholdingTaxTotal, each line's net — must be the stored
 * ones. Amounts are compared by decimal value; a difference is reported as "where: xml ≠ stored".
 */

type El = { nodeName: string; textContent: string | null; childNodes: ArrayLike<El> };
type Doc = Record<string, any>;

const children = (el: El | undefined, name: string): El[] =>
  el ? Array.from(el.childNodes).filter((c) => c.nodeName === name) : [];
const child = (el: El | undefined, name: string) => children(el, name)[0];
/** The text of a path of child elements ('cac:LegalMonetaryTotal/cbc:PayableAmount'), undefined when absent. */
const at = (el: El | undefined, path: string) =>
  path
    .split('/')
    .reduce<El | undefined>((e, name) => child(e, name), el)
    ?.textContent?.trim();

const same = (a: string | undefined, b: string | null | undefined) =>
  a !== undefined && b !== undefined && b !== null && new Decimal(a).equals(b);

export interface Expected {
  profile: string;
  type: string;
  /** the original's number when the invoice is a return */
  original: string | null;
}

export function mismatches(xml: string, invoice: Doc, expected: Expected): string[] {
  const found: string[] = [];
  const check = (where: string, inXml: string | undefined, stored: string | null | undefined, money = true) => {
    if (money ? !same(inXml, stored) : inXml !== (stored ?? undefined)) found.push(`${where}: ${inXml} ≠ ${stored}`);
  };
  const root = (create(xml).root().node as unknown as El) ?? undefined;

  check('ID', at(root, 'cbc:ID'), invoice.number, false);
  check('UUID', at(root, 'cbc:UUID'), invoice.ettn, false);
  check('ProfileID', at(root, 'cbc:ProfileID'), invoice.eProfile, false);
  check('ProfileID (rules)', at(root, 'cbc:ProfileID'), expected.profile, false);
  check('InvoiceTypeCode', at(root, 'cbc:InvoiceTypeCode'), invoice.eType, false);
  check('InvoiceTypeCode (rules)', at(root, 'cbc:InvoiceTypeCode'), expected.type, false);
  check(
    'BillingReference',
    at(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID'),
    expected.original ?? undefined,
    false,
  );

  const legal = 'cac:LegalMonetaryTotal';
  check(`${legal} LineExtensionAmount`, at(root, `${legal}/cbc:LineExtensionAmount`), invoice.subtotal);
  check(`${legal} TaxExclusiveAmount`, at(root, `${legal}/cbc:TaxExclusiveAmount`), invoice.netTotal);
  check(`${legal} TaxInclusiveAmount`, at(root, `${legal}/cbc:TaxInclusiveAmount`), invoice.grandTotal);
  check(
    `${legal} AllowanceTotalAmount`,
    at(root, `${legal}/cbc:AllowanceTotalAmount`) ?? '0',
    invoice.documentDiscount,
  );
  check(`${legal} PayableAmount`, at(root, `${legal}/cbc:PayableAmount`), invoice.payableTotal);

  // KDV: the total, and per rate the base and amount of the stored breakdown. GİB reads 0 KDV at a
  // positive rate as an exemption, so a rate whose lines come to nothing is left out; 0 % is split
  // by exemption reason, so its subtotals are summed.
  const taxTotals = children(root, 'cac:TaxTotal');
  if (taxTotals.length !== 1) found.push(`TaxTotal: ${taxTotals.length} elements`);
  check('TaxTotal TaxAmount', at(taxTotals[0], 'cbc:TaxAmount'), invoice.vatTotal);
  const byRate = new Map<number, { base: Decimal; amount: Decimal }>();
  for (const s of children(taxTotals[0], 'cac:TaxSubtotal')) {
    const rate = Number(at(s, 'cbc:Percent'));
    const sum = byRate.get(rate) ?? { base: new Decimal(0), amount: new Decimal(0) };
    byRate.set(rate, {
      base: sum.base.plus(at(s, 'cbc:TaxableAmount') ?? NaN),
      amount: sum.amount.plus(at(s, 'cbc:TaxAmount') ?? NaN),
    });
  }
  const reported = (invoice.vatBreakdown as { rate: number; base: string; amount: string }[]).filter(
    (v) => v.rate === 0 || new Decimal(v.base).greaterThan(0),
  );
  check(
    'TaxSubtotal rates',
    [...byRate.keys()].sort().join(','),
    reported
      .map((v) => v.rate)
      .sort()
      .join(','),
    false,
  );
  for (const v of reported) {
    const x = byRate.get(v.rate);
    check(`TaxSubtotal ${v.rate} % TaxableAmount`, x?.base.toString(), v.base);
    check(`TaxSubtotal ${v.rate} % TaxAmount`, x?.amount.toString(), v.amount);
  }

  // Tevkifat: present exactly when something is withheld, its subtotals adding up to its total.
  const withholding = children(root, 'cac:WithholdingTaxTotal');
  if (new Decimal(invoice.withholdingTotal).isZero()) {
    if (withholding.length) found.push('WithholdingTaxTotal present without withholding');
  } else {
    check('WithholdingTaxTotal TaxAmount', at(withholding[0], 'cbc:TaxAmount'), invoice.withholdingTotal);
    const sum = children(withholding[0], 'cac:TaxSubtotal').reduce(
      (a, s) => a.plus(at(s, 'cbc:TaxAmount') ?? NaN),
      new Decimal(0),
    );
    check('WithholdingTaxTotal subtotals', sum.toString(), invoice.withholdingTotal);
  }
  check(
    'payable + withholding',
    new Decimal(invoice.payableTotal).plus(invoice.withholdingTotal).toString(),
    invoice.grandTotal,
  );

  // Lines: one per stored line, in order, each with its net and withholding code.
  const lines = children(root, 'cac:InvoiceLine');
  check('LineCountNumeric', at(root, 'cbc:LineCountNumeric'), String(invoice.lines.length), false);
  if (lines.length !== invoice.lines.length) found.push(`InvoiceLine: ${lines.length} ≠ ${invoice.lines.length}`);
  invoice.lines.forEach((l: Doc, i: number) => {
    check(`InvoiceLine ${i + 1} LineExtensionAmount`, at(lines[i], 'cbc:LineExtensionAmount'), l.net);
    check(
      `InvoiceLine ${i + 1} withholding code`,
      at(lines[i], 'cac:WithholdingTaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode'),
      l.withholdingCode ?? undefined,
      false,
    );
  });
  return found;
}
