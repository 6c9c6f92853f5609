import 'server-only';

import { pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';
import { tenantIsolation } from './tenancy';
import { tenantId } from './tenants';

/**
 * A tenant's general settings (company identity on documents, currency, default KDV, e-Fatura
 * scenario). One row per tenant, created on the first save; until then the API answers defaults
 * taken from the tenant.
 */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: tenantId().primaryKey(),
    companyName: text('company_name').notNull(),
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    /** MERSİS number (16 digits), printed on invoices when set. */
    mersisNumber: text('mersis_number'),
    address: text('address'),
    /** ilçe and il: the structured part of the address an e-document needs (UBL-TR CitySubdivisionName, CityName). */
    district: text('district'),
    city: text('city'),
    postalCode: text('postal_code'),
    /** Ticaret sicil numarası, written into the e-document when set. */
    tradeRegistryNumber: text('trade_registry_number'),
    phone: text('phone'),
    email: text('email'),
    currency: text('currency').notNull().default('TRY'),
    /** Percent: 0, 1, 10 or 20. */
    defaultVatRate: smallint('default_vat_rate').notNull().default(20),
    /** The e-Fatura profile for registered customers: 'TEMELFATURA' or 'TICARIFATURA'. */
    eInvoiceScenario: text('e_invoice_scenario').notNull().default('TEMELFATURA'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [tenantIsolation(t.tenantId)],
);

export type TenantSettingsRow = typeof tenantSettings.$inferSelect;
