import 'server-only';

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns';
import { modulePermissions } from './modules';
import { tenantIsolation, tenantIsolationThrough, tenantKey, tenantReference } from './tenancy';
import { tenantId } from './tenants';
import { users } from './users';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    /** The built-in owner role holds every permission implicitly and cannot be edited. */
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  // Role names are unique within a tenant regardless of case, so users can tell them apart.
  (t) => [
    index('roles_tenant_idx').on(t.tenantId),
    uniqueIndex('roles_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    tenantKey(t),
    tenantIsolation(t.tenantId),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => modulePermissions.id, { onDelete: 'cascade' }),
  },
  // A tenant reads and grants only the permissions of its own roles.
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] }), tenantIsolationThrough(t.roleId, roles, 'r')],
);

export const userRoles = pgTable(
  'user_roles',
  {
    /**
     * The tenant of both the user and the role (composite references, migration 0026), so row-level
     * security scopes the link and a link can never join a user to another tenant's role.
     */
    tenantId: tenantId(),
    userId: uuid('user_id').notNull(),
    roleId: uuid('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    // role_id lookups: a role's holders (delete guard, last-owner check, user counts).
    index('user_roles_role_idx').on(t.roleId),
    tenantReference(t, t.userId, users, 'cascade'),
    tenantReference(t, t.roleId, roles, 'cascade'),
    tenantIsolation(t.tenantId),
  ],
);

export type RoleRow = typeof roles.$inferSelect;
