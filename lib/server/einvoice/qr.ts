import 'server-only';

import Decimal from 'decimal.js';
import { create } from 'xmlbuilder2';
import { NS } from './xml';

/**
 * The GİB karekod of an e-Fatura / e-Arşiv invoice: the JSON GİB's own invoice view (the XSLT in
 * GİB's e-Fatura and e-Arşiv packages, "qrvalue") puts into the QR code, with its key names and its
 * order: vkntckn, avkntckn, senaryo, tip, tarih, no, ettn, parabirimi, malhizmettoplam,
 * kdvmatrah(<rate>) and hesaplanankdv(<rate>) per KDV rate (TaxTypeCode 0015), vergidahil, odenecek.
 * GİB's payload has no withholding key: a tevkifat invoice shows it as odenecek (PayableAmount)
 * below vergidahil.
 *
 * Read from the stored, immutable UBL-TR XML rather than recomputed: the code says what the legal
 * document says, even after the tenant's settings or the customer change.
 */
export type EInvoiceQrPayload = Record<string, string>;

type El = Element;

const elements = (parent: El, ns: string, name: string): El[] =>
  [...parent.childNodes].filter(
    (n): n is El => n.nodeType === 1 && (n as El).localName === name && (n as El).namespaceURI === ns,
  );

/** The element at a path of `cac:`/`cbc:` names below `parent`, or a RangeError naming the path. */
function at(parent: El, path: string): El {
  let node = parent;
  for (const step of path.split('/')) {
    const [prefix, name] = step.split(':') as ['cac' | 'cbc', string];
    const next = elements(node, NS[prefix], name)[0];
    if (!next) throw new RangeError(`UBL document without ${path}`);
    node = next;
  }
  return node;
}
const text = (parent: El, path: string) => at(parent, path).textContent!.trim();

/** A party's VKN or TCKN: the PartyIdentification whose schemeID says so (others carry MERSİS etc.). */
function taxIdOf(root: El, role: 'AccountingSupplierParty' | 'AccountingCustomerParty'): string {
  const party = at(root, `cac:${role}/cac:Party`);
  for (const identification of elements(party, NS.cac, 'PartyIdentification')) {
    const id = elements(identification, NS.cbc, 'ID')[0];
    if (id && ['VKN', 'TCKN'].includes(id.getAttribute('schemeID') ?? '')) return id.textContent!.trim();
  }
  throw new RangeError(`UBL document without the VKN/TCKN of ${role}`);
}

/**
 * KDV base and amount per rate. A 0 % rate appears once per exemption reason in the XML; GİB's view
 * would then write the same key twice, which JSON readers drop, so those are summed.
 */
function vatByRate(root: El) {
  const rates = new Map<string, { base: Decimal; amount: Decimal }>();
  for (const subtotal of elements(at(root, 'cac:TaxTotal'), NS.cac, 'TaxSubtotal')) {
    if (text(subtotal, 'cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode') !== '0015') continue;
    const rate = text(subtotal, 'cbc:Percent');
    const sum = rates.get(rate) ?? { base: new Decimal(0), amount: new Decimal(0) };
    rates.set(rate, {
      base: sum.base.plus(text(subtotal, 'cbc:TaxableAmount')),
      amount: sum.amount.plus(text(subtotal, 'cbc:TaxAmount')),
    });
  }
  return [...rates];
}

/** The karekod JSON's fields of a stored UBL-TR invoice, in GİB's order (JSON.stringify keeps it). */
export function einvoiceQrPayload(ublXml: string): EInvoiceQrPayload {
  const root = create(ublXml).root().node as unknown as El;
  const totals = at(root, 'cac:LegalMonetaryTotal');
  const vat = vatByRate(root);
  return {
    vkntckn: taxIdOf(root, 'AccountingSupplierParty'),
    avkntckn: taxIdOf(root, 'AccountingCustomerParty'),
    senaryo: text(root, 'cbc:ProfileID'),
    tip: text(root, 'cbc:InvoiceTypeCode'),
    tarih: text(root, 'cbc:IssueDate'),
    no: text(root, 'cbc:ID'),
    ettn: text(root, 'cbc:UUID'),
    parabirimi: text(root, 'cbc:DocumentCurrencyCode'),
    malhizmettoplam: text(totals, 'cbc:LineExtensionAmount'),
    ...Object.fromEntries(vat.map(([rate, v]) => [`kdvmatrah(${rate})`, v.base.toFixed(2)])),
    ...Object.fromEntries(vat.map(([rate, v]) => [`hesaplanankdv(${rate})`, v.amount.toFixed(2)])),
    vergidahil: text(totals, 'cbc:TaxInclusiveAmount'),
    odenecek: text(totals, 'cbc:PayableAmount'),
  };
}
