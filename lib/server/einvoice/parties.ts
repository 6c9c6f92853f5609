import 'server-only';

import type { EInvoiceAddress, EInvoiceInput, EInvoiceParty } from './types';
import { agg, val, type Node } from './xml';

/** The parties of a UBL-TR invoice: supplier, customer and the signer. */

function address(parent: Node, name: string, a: EInvoiceAddress) {
  const node = agg(parent, name);
  if (a.street) val(node, 'StreetName', a.street);
  val(node, 'CitySubdivisionName', a.district);
  val(node, 'CityName', a.city);
  if (a.postalZone) val(node, 'PostalZone', a.postalZone);
  const country = agg(node, 'Country');
  if (!a.country || a.country === 'Türkiye') val(country, 'IdentificationCode', 'TR');
  val(country, 'Name', a.country || 'Türkiye');
}

const isPerson = (p: EInvoiceParty) => p.taxNumber.length === 11;

function personName(p: EInvoiceParty) {
  if (p.person) return p.person;
  const words = p.name.trim().split(/\s+/);
  return words.length > 1
    ? { firstName: words.slice(0, -1).join(' '), familyName: words.at(-1)! }
    : { firstName: words[0]!, familyName: words[0]! };
}

export function party(parent: Node, role: string, p: EInvoiceParty) {
  const node = agg(agg(parent, role), 'Party');
  if (p.website) val(node, 'WebsiteURI', p.website);
  const ids: [string, string | null | undefined][] = [
    [isPerson(p) ? 'TCKN' : 'VKN', p.taxNumber],
    ['MERSISNO', p.mersisNo],
    ['TICARETSICILNO', p.tradeRegistryNo],
  ];
  for (const [scheme, id] of ids) if (id) val(agg(node, 'PartyIdentification'), 'ID', id, { schemeID: scheme });
  val(agg(node, 'PartyName'), 'Name', p.name);
  address(node, 'PostalAddress', p.address);
  if (p.taxOffice) val(agg(agg(node, 'PartyTaxScheme'), 'TaxScheme'), 'Name', p.taxOffice);
  if (p.phone || p.email) {
    const contact = agg(node, 'Contact');
    if (p.phone) val(contact, 'Telephone', p.phone);
    if (p.email) val(contact, 'ElectronicMail', p.email);
  }
  if (isPerson(p)) {
    const { firstName, familyName } = personName(p);
    const person = agg(node, 'Person');
    val(person, 'FirstName', firstName);
    val(person, 'FamilyName', familyName);
  }
}

/** cac:Signature names the signer (the supplier); the signature itself is the integrator's. */
export function signature(root: Node, { supplier, number }: EInvoiceInput) {
  const node = agg(root, 'Signature');
  val(node, 'ID', supplier.taxNumber, { schemeID: 'VKN_TCKN' });
  const signatory = agg(node, 'SignatoryParty');
  val(agg(signatory, 'PartyIdentification'), 'ID', supplier.taxNumber, {
    schemeID: isPerson(supplier) ? 'TCKN' : 'VKN',
  });
  address(signatory, 'PostalAddress', supplier.address);
  val(agg(agg(node, 'DigitalSignatureAttachment'), 'ExternalReference'), 'URI', `#Signature_${number}`);
}
