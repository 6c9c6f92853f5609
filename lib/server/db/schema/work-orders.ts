import 'server-only';

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, documentColumns, documentTotalColumns, id, pricedLineColumns } from './columns';
import { customerAddresses, customerContacts, customers } from './customers';
import { tenantIsolation, tenantKey, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/** One item of a work order's checklist. */
export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
}

/**
 * A work order (iş emri): a job at a customer's address, numbered per tenant (IE-{YYYY}-{00000}),
 * assigned to one or more users, planned in time, moved planned -> in_progress -> waiting_parts ->
 * done (or cancelled) with its history in status_history. Done marks it ready to invoice; done and
 * cancelled orders are read-only. `offer_id` is the accepted offer it was converted from (once).
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    tenantId: tenantId(),
    number: text('number').notNull(),
    customerId: uuid('customer_id').notNull(),
    contactId: uuid('contact_id'),
    addressId: uuid('address_id'),
    offerId: uuid('offer_id'),
    title: text('title').notNull(),
    description: text('description'),
    /** 'low' | 'normal' | 'high' | 'urgent' */
    priority: text('priority').notNull().default('normal'),
    /** 'planned' | 'in_progress' | 'waiting_parts' | 'done' | 'cancelled' */
    status: text('status').notNull().default('planned'),
    plannedStart: timestamp('planned_start', { withTimezone: true }),
    plannedEnd: timestamp('planned_end', { withTimezone: true }),
    checklist: jsonb('checklist')
      .$type<ChecklistItem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    completionNote: text('completion_note'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    readyToInvoice: boolean('ready_to_invoice').notNull().default(false),
    currency: text('currency').notNull().default('TRY'),
    // The document discount is carried from the offer (or set by the office), as on offers and invoices.
    ...documentTotalColumns(),
    ...documentColumns(),
  },
  (t) => [
    uniqueIndex('work_orders_tenant_number_key').on(t.tenantId, t.number),
    // One offer converts once.
    uniqueIndex('work_orders_tenant_offer_key')
      .on(t.tenantId, t.offerId)
      .where(sql`${t.offerId} is not null`),
    index('work_orders_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('work_orders_tenant_planned_idx').on(t.tenantId, t.plannedStart, t.id),
    index('work_orders_tenant_status_idx').on(t.tenantId, t.status),
    index('work_orders_customer_idx').on(t.customerId),
    index('work_orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    tenantKey(t),
    tenantReference(t, t.customerId, customers),
    tenantReference(t, t.contactId, customerContacts, 'set null'),
    tenantReference(t, t.addressId, customerAddresses, 'set null'),
    tenantReference(t, t.createdBy, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

/** Who a work order is assigned to; a user without work-orders.view-all sees only these orders. */
export const workOrderAssignees = pgTable(
  'work_order_assignees',
  {
    tenantId: tenantId(),
    workOrderId: uuid('work_order_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workOrderId, t.userId] }),
    index('work_order_assignees_user_idx').on(t.tenantId, t.userId),
    tenantReference(t, t.workOrderId, workOrders, 'cascade'),
    tenantReference(t, t.userId, users, 'cascade'),
    tenantIsolation(t.tenantId),
  ],
);

/** Products used and labor hours, priced with the offer's prices as defaults. */
export const workOrderLines = pgTable(
  'work_order_lines',
  {
    id: id(),
    tenantId: tenantId(),
    workOrderId: uuid('work_order_id').notNull(),
    position: integer('position').notNull(),
    /** 'product' | 'labor' | 'other' */
    kind: text('kind').notNull(),
    itemId: uuid('item_id'),
    description: text('description').notNull(),
    ...pricedLineColumns(integer('vat_rate').notNull()),
  },
  (t) => [
    index('work_order_lines_order_idx').on(t.workOrderId, t.position),
    tenantReference(t, t.workOrderId, workOrders, 'cascade'),
    tenantIsolation(t.tenantId),
  ],
);

/** Internal notes with their author and time. */
export const workOrderNotes = pgTable(
  'work_order_notes',
  {
    id: id(),
    tenantId: tenantId(),
    workOrderId: uuid('work_order_id').notNull(),
    authorId: uuid('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_order_notes_order_idx').on(t.workOrderId, t.createdAt),
    tenantReference(t, t.workOrderId, workOrders, 'cascade'),
    tenantReference(t, t.authorId, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

export type WorkOrderRow = typeof workOrders.$inferSelect;
