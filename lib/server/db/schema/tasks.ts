import 'server-only';

import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, listedColumns } from './columns';
import { tenantIsolation, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

/**
 * A tenant's task (görev): assigned to one user, due on a calendar day, moved through
 * todo -> in_progress -> done on a kanban board. It may point at the record it is about
 * (`link_kind` 'customer' | 'offer' | 'work_order' with `link_id`); that record's page lists it.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    description: text('description'),
    assigneeId: uuid('assignee_id'),
    /** A calendar day, 'YYYY-MM-DD'. */
    dueDate: date('due_date'),
    /** 'low' | 'normal' | 'high' | 'urgent' */
    priority: text('priority').notNull().default('normal'),
    /** 'todo' | 'in_progress' | 'done' */
    status: text('status').notNull().default('todo'),
    linkKind: text('link_kind'),
    linkId: uuid('link_id'),
    createdBy: uuid('created_by'),
    ...listedColumns(),
  },
  (t) => [
    index('tasks_tenant_assignee_idx').on(t.tenantId, t.assigneeId, t.status),
    index('tasks_tenant_due_idx').on(t.tenantId, t.dueDate, t.id),
    index('tasks_tenant_link_idx').on(t.tenantId, t.linkKind, t.linkId),
    tenantReference(t, t.assigneeId, users, 'set null'),
    tenantReference(t, t.createdBy, users, 'set null'),
    tenantIsolation(t.tenantId),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
