import 'server-only';

import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, listedColumns, total, updatedAt } from './columns';
import { tenantIsolation, tenantKey, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/**
 * A tenant's customer (müşteri): an individual or a company. `search_text` and `sort_name` are
 * derived by the service (foldTurkish / turkishSortKey) so search and ordering run in SQL with
 * plain LIKE and byte order, identically on PGlite and PostgreSQL.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    tenantId: tenantId(),
    /** 'individual' | 'company' */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    taxNumber: text('tax_number'),
    taxOffice: text('tax_office'),
    /** A registered e-Fatura user (GİB's list) gets e-Fatura; everyone else gets e-Arşiv. */
    eInvoiceRegistered: boolean('e_invoice_registered').notNull().default(false),
    /** The e-Fatura user's mailbox alias (posta kutusu etiketi), e.g. urn:mail:defaultpk@firma.com.tr. */
    eInvoiceAlias: text('e_invoice_alias'),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Σ of the customer's ledger rows (positive = the customer owes), kept by the ledger service in
     * the transaction that writes them (updateCustomerAccount), so the list shows and sorts by it
     * without summing the ledger per row.
     */
    balance: total('balance'),
    /**
     * The earliest due date of the customer's issued sales invoices with something left to pay
     * (null when none): overdue is this before today, so the marker costs no query per row. Kept
     * with `balance`, and wherever an allocation moves.
     */
    oldestOpenDueDate: date('oldest_open_due_date', { mode: 'string' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    ...listedColumns(),
  },
  (t) => [
    // Partial (live rows only), so a list's ordered ids come from an index-only scan.
    index('customers_tenant_sort_idx')
      .on(t.tenantId, t.sortName, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('customers_tenant_created_idx')
      .on(t.tenantId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('customers_tenant_balance_idx')
      .on(t.tenantId, t.balance, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Trigram index: LIKE '%term%' on the folded column without a full scan (pg_trgm, see 0002 migration).
    index('customers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('customers_tags_idx').using('gin', t.tags),
    // What issuing relies on: a registered e-Fatura user has its alias and VKN/TCKN; nobody else has an alias.
    check(
      'customers_e_invoice_complete',
      sql`(${t.eInvoiceAlias} is not null) = ${t.eInvoiceRegistered} and (not ${t.eInvoiceRegistered} or ${t.taxNumber} is not null)`,
    ),
    tenantKey(t),
    tenantReference(t, t.createdBy, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: id(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    title: text('title'),
    phone: text('phone'),
    email: text('email'),
    /** The portal account created by an invitation. */
    portalUserId: uuid('portal_user_id'),
    /**
     * When an invitation of an address that has an account in another tenant (or the Backoffice) was
     * answered as sent: no account is made, but the contact reads as invited, as it would otherwise.
     */
    portalInviteWithheldAt: timestamp('portal_invite_withheld_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_contacts_customer_idx').on(t.customerId),
    tenantKey(t),
    tenantReference(t, t.customerId, customers, 'cascade'),
    tenantReference(t, t.portalUserId, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').notNull(),
    /** e.g. 'Merkez', 'Şantiye', 'Fatura adresi' */
    title: text('title').notNull(),
    line: text('line').notNull(),
    district: text('district'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('Türkiye'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    tenantKey(t),
    tenantReference(t, t.customerId, customers, 'cascade'),
    tenantIsolation(t.tenantId),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type CustomerContactRow = typeof customerContacts.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
