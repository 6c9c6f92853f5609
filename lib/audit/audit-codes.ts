import { tenantModuleList, type ModuleAuditEntity } from '@/lib/modules/tenant-modules';

/**
 * Every code the audit log is written with, in one list: writeAudit and auditRecord (lib/server/services/audit.ts)
 * take only these, so a code that is not listed fails the type check; audit-codes.test.ts reads the writers
 * under lib/server and fails on a listed code nothing writes and on a code without its words in the Audit
 * messages of both languages. The tenant's audit page filters by the tenant's codes and record kinds.
 */
export const tenantAuditActions = [
  'login',
  'login.failed',
  'logout',
  'session.refresh_reused',
  'access.denied',
  'profile.update',
  'password.change',
  'password.change_failed',
  'password.set_failed',
  'password.activation',
  'password.reset',
  'portal_settings.update',
  'settings.general.update',
  'settings.logo.update',
  'settings.logo.delete',
  'user.invite',
  'user.resend_invitation',
  'user.roles',
  'user.disable',
  'user.enable',
  'role.create',
  'role.update',
  'role.delete',
  'customer.create',
  'customer.update',
  'customer.delete',
  'customer.restore',
  'customer.import',
  'customer.invite_contact',
  'customer.portal_enable',
  'customer.portal_disable',
  'product.create',
  'product.update',
  'product.delete',
  'labor.create',
  'labor.update',
  'labor.delete',
  'category.create',
  'category.update',
  'category.delete',
  'task.create',
  'task.update',
  'task.delete',
  'bank_account.create',
  'bank_account.update',
  'bank_account.delete',
  'cash_register.create',
  'cash_register.update',
  'cash_register.delete',
  'payment_method.create',
  'payment_method.update',
  'payment_method.delete',
  'invoice_series.create',
  'invoice_series.update',
  'invoice_series.delete',
  'offer_template.create',
  'offer_template.update',
  'offer_template.delete',
  'offer_settings.update',
  'offer.create',
  'offer.update',
  'offer.delete',
  'offer.accepted',
  'offer.rejected',
  'offer.revised',
  'offer.revise',
  'offer.copy',
  'offer.convert',
  'offer.send',
  'work_order.create',
  'work_order.update',
  'work_order.delete',
  'work_order.status',
  'work_order.checklist',
  'work_order.note',
  'work_order.convert',
  'invoice.create',
  'invoice.update',
  'invoice.delete',
  'invoice.issue',
  'invoice.cancel',
  'invoice.send',
  'payment.create',
  'payment.reverse',
  'payment.allocate',
] as const;

/** What the Backoffice writes: the platform's settings, the tenants, the module catalogue. */
export const backofficeAuditActions = [
  'settings.update',
  'settings.test_email',
  'tenant.create',
  'tenant.update',
  'tenant.suspend',
  'tenant.reactivate',
  'tenant.modules',
  'tenant.activation_resend',
  'tenant.activation_link',
  'module.create',
  'module.update',
  'module_category.create',
  'module_category.update',
  'module_category.delete',
  'module_permission.create',
  'module_permission.update',
  'module_permission.delete',
] as const;

export const auditActions = [...tenantAuditActions, ...backofficeAuditActions] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * The kinds of record an entry is about (the entity column): each module's own (`audit` in its
 * descriptor, lib/modules/tenant-modules.ts) and a route refused by the permission check.
 */
export const tenantAuditEntities: readonly ('route' | ModuleAuditEntity)[] = [
  ...tenantModuleList.flatMap((m) => (m.audit ?? []) as readonly ModuleAuditEntity[]),
  'route',
];

export const backofficeAuditEntities = [
  'tenant',
  'module',
  'module_category',
  'module_permission',
  'platform_settings',
] as const;

export const auditEntities = [...tenantAuditEntities, ...backofficeAuditEntities];
export type AuditEntity = (typeof auditEntities)[number];

/** A record kind's actions, the code after its `kind.`: RecordAction<'offer'> is 'create' | 'update' | … | 'convert'. */
export type RecordAction<E extends string, A extends string = AuditAction> = E extends string
  ? A extends `${E}.${infer Action}`
    ? Action
    : never
  : never;

/** The record kinds audited with each of these actions (crudService's kinds: create, update and delete). */
export type EntityWith<Actions extends string> = {
  [E in AuditEntity]: [Actions] extends [RecordAction<E>] ? E : never;
}[AuditEntity];

/** The message key of an action code: dots become underscores ('login' and 'login.failed' both fit). */
export const auditActionKey = (action: string) => action.replaceAll('.', '_');
