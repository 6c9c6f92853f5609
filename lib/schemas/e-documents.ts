import './zod-config';
import { z } from 'zod';
import { plainString } from './common';
import { eInvoiceScenarios } from './values/invoices';

/**
 * e-Fatura and e-Arşiv (issue 41): who gets which document. A registered e-Fatura user (a customer
 * on GİB's list, with its mailbox alias) gets e-Fatura in the tenant's scenario; everyone else e-Arşiv.
 */

/** A GİB e-Fatura mailbox alias: `urn:mail:` then an address, e.g. urn:mail:defaultpk@firma.com.tr. */
const E_INVOICE_ALIAS = /^urn:mail:[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** The alias as typed: trimmed, blank is null, the prefix in any case is stored as GİB writes it. */
export const eInvoiceAliasSchema = plainString('invalidValue')
  .trim()
  .max(254, 'tooLong')
  .nullish()
  .transform((v) => (v ? v.replace(/^urn:mail:/i, 'urn:mail:') : null));

/** What is wrong with a registered user's alias (a Validation key), or null. */
export function eInvoiceAliasIssue(alias: string | null | undefined): string | null {
  const value = alias?.trim().replace(/^urn:mail:/i, 'urn:mail:');
  if (!value) return 'eInvoiceAliasRequired';
  return E_INVOICE_ALIAS.test(value) ? null : 'eInvoiceAliasFormat';
}

/**
 * The e-Fatura rule: a registered e-Fatura user needs a GİB alias and a VKN/TCKN (issuing sends the
 * invoice to that mailbox, under that number); a customer that is not one has its alias ignored.
 * Shared by the schema and the form's field rules.
 */
export function eInvoiceIssues(c: {
  eInvoiceRegistered?: boolean | null;
  eInvoiceAlias?: string | null;
  taxNumber?: string | null;
}): { path: 'eInvoiceAlias' | 'taxNumber'; message: string }[] {
  if (!c.eInvoiceRegistered) return [];
  const alias = eInvoiceAliasIssue(c.eInvoiceAlias);
  return [
    ...(alias ? [{ path: 'eInvoiceAlias' as const, message: alias }] : []),
    ...(c.taxNumber ? [] : [{ path: 'taxNumber' as const, message: 'eInvoiceTaxNumberRequired' }]),
  ];
}

/** The tenant's e-Fatura profile for registered users (TEMELFATURA or TICARIFATURA). */
export const eInvoiceScenarioSchema = z.enum(eInvoiceScenarios, { error: 'invalidChoice' });
export type EInvoiceScenario = z.infer<typeof eInvoiceScenarioSchema>;
