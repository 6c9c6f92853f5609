import 'server-only';

import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { GeneralSettings } from '@/lib/schemas/tenant-settings';
import { storedDiscount } from '@/lib/utils/document-totals';
import { UNKNOWN_CONSUMER_TCKN, einvoiceProfileOf, einvoiceTypeOf } from '../../einvoice/codes';
import type { EInvoiceInput, EInvoiceLine } from '../../einvoice/types';
import { buildUblInvoice } from '../../einvoice/ubl';
import type { Tx } from '../../db/client';
import {
  customerAddresses,
  customers,
  invoiceLines,
  invoices,
  type InvoiceLineRow,
  type InvoiceRow,
} from '../../db/schema';
import { AppError } from '../../errors';
import { getGeneralSettings } from '../tenant/general-settings';

/**
 * The e-document of an invoice at issue (issue 41): what GİB's UBL-TR document is made from, the
 * scenario and type rules, and the XML stored with the invoice. Issuing calls prepareEDocument in
 * its transaction, right after the number is allocated.
 */

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;

/** The district written when the customer's address names none: the city's central district. */
export const FALLBACK_DISTRICT = 'Merkez';

const istanbulTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A stored line as an e-document line. `withholdingCode` is read when the lines carry one (issue 41
 * item 4); until then every line withholds nothing.
 */
const eLine = (line: InvoiceLineRow & { withholdingCode?: string | null }): EInvoiceLine => ({
  description: line.description,
  quantity: line.quantity,
  unit: line.unit,
  unitPrice: line.unitPrice,
  discountRate: line.discountRate,
  vatRate: line.vatRate,
  vatExemptionCode: line.vatExemptionCode,
  withholdingCode: line.withholdingCode ?? null,
});

export interface EInvoiceSources {
  /** the invoice as issued: number, issuedAt and the customer snapshot set */
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  settings: GeneralSettings;
  customer: CustomerRow;
  /** the customer's first address (the one the invoice prints), if any */
  address: AddressRow | null;
  original: { number: string; issueDate: string } | null;
  ettn: string;
}

/** The supplier: the tenant's settings; the e-document cannot be made without its VKN, ilçe and il. */
function supplierOf(settings: GeneralSettings): EInvoiceInput['supplier'] {
  if (!settings.taxNumber || !settings.district || !settings.city)
    throw new AppError(422, 'e_document_company_incomplete');
  return {
    taxNumber: settings.taxNumber,
    name: settings.companyName,
    taxOffice: settings.taxOffice,
    address: {
      street: settings.address?.replace(/\s*\n\s*/g, ', '),
      district: settings.district,
      city: settings.city,
      postalZone: settings.postalCode,
    },
    mersisNo: settings.mersisNumber,
    tradeRegistryNo: settings.tradeRegistryNumber,
    phone: settings.phone,
    email: settings.email,
  };
}

/**
 * The customer: the tax data copied onto the invoice at issue and its first address. A customer
 * without a structured address is written at the tenant's city and "Merkez" (the XSD requires both);
 * one without a VKN/TCKN (an e-Arşiv consumer) under GİB's unknown-consumer TCKN.
 */
function customerOf({ invoice, customer, address, settings }: EInvoiceSources): EInvoiceInput['customer'] {
  return {
    taxNumber: invoice.customerTaxNumber ?? UNKNOWN_CONSUMER_TCKN,
    name: invoice.customerName,
    taxOffice: invoice.customerTaxOffice,
    address: {
      street: address?.line ?? null,
      district: address?.district?.trim() || FALLBACK_DISTRICT,
      city: address?.city?.trim() || settings.city!,
      postalZone: address?.postalCode,
      country: address?.country,
    },
    phone: customer.phone,
    email: invoice.customerEmail,
  };
}

/** The one place an invoice, its lines, the tenant's settings and the customer become an EInvoiceInput. */
export function einvoiceInputOf(sources: EInvoiceSources): EInvoiceInput {
  const { invoice, settings, customer } = sources;
  const supplier = supplierOf(settings);
  const lines = sources.lines.map(eLine);
  const type = einvoiceTypeOf(invoice.kind === 'return' ? 'return' : 'sales', lines);
  return {
    profile: einvoiceProfileOf({
      einvoiceUser: customer.eInvoiceRegistered,
      commercial: settings.eInvoiceScenario === 'TICARIFATURA',
      type,
    }),
    type,
    number: invoice.number!,
    uuid: sources.ettn,
    issueDate: invoice.invoiceDate,
    issueTime: istanbulTime.format(invoice.issuedAt!),
    currency: 'TRY',
    supplier,
    customer: customerOf(sources),
    lines,
    discount: storedDiscount(invoice),
    notes: invoice.notes,
    original: sources.original,
  };
}

/** What einvoiceInputOf needs besides the invoice, read in the issuing transaction. */
async function loadSources(tx: Tx, invoice: InvoiceRow) {
  const { tenantId } = invoice;
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const [customer] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, invoice.customerId)));
  const [address] = await tx
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, invoice.customerId))
    .orderBy(asc(customerAddresses.sortOrder), asc(customerAddresses.createdAt))
    .limit(1);
  const [original] = invoice.originalInvoiceId
    ? await tx
        .select({ number: invoices.number, issueDate: invoices.invoiceDate })
        .from(invoices)
        .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoice.originalInvoiceId)))
    : [];
  return {
    lines,
    customer: customer!,
    address: address ?? null,
    settings: await getGeneralSettings(tx, { tenantId }),
    original: original?.number ? { number: original.number, issueDate: original.issueDate } : null,
  };
}

/**
 * The e-document columns of an invoice being issued: a new ETTN, the scenario, the type and the
 * UBL-TR XML, in state 'prepared'. Input GİB would reject answers 422 and so rolls the issue back.
 */
export async function prepareEDocument(tx: Tx, invoice: InvoiceRow) {
  const sources: EInvoiceSources = { invoice, ettn: randomUUID(), ...(await loadSources(tx, invoice)) };
  try {
    const input = einvoiceInputOf(sources);
    return {
      ettn: input.uuid,
      eProfile: input.profile,
      eType: input.type,
      ublXml: buildUblInvoice(input),
      eState: 'prepared' as const,
    };
  } catch (error) {
    if (error instanceof RangeError)
      throw new AppError(422, 'e_document_invalid', { details: { reason: error.message } });
    throw error;
  }
}
