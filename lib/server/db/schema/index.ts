/*
 * Tenant tables declare their row-level security, UNIQUE (tenant_id, id) keys and composite references
 * with the helpers of ./tenancy.ts, so generated migrations carry them; what drizzle cannot declare
 * (FORCE ROW LEVEL SECURITY, roles and grants, SET NULL column lists) stays hand-written SQL (tenancy.ts).
 */
export * from './activation-tokens';
export * from './audit-log';
export * from './bank-accounts';
export * from './cash-registers';
export * from './catalog';
export * from './customers';
export * from './documents';
export * from './invoice-series';
export * from './invoices';
export * from './login-failures';
export * from './modules';
export * from './offers';
export * from './payment-methods';
export * from './platform-settings';
export * from './reset-requests';
export * from './roles';
export * from './sessions';
export * from './tenant-logos';
export * from './tenant-settings';
export * from './tenants';
export * from './users';
export * from './tasks';
export * from './work-orders';
export * from './payments';
export * from './ledger';
export * from './notifications';
export * from './mail-outbox';
export * from './list-generations';
