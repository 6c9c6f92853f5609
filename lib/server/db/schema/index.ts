/*
 * Migration 0023 (hand-written) makes every reference between two tenant tables composite in the
 * database, (tenant_id, x_id) -> parent (tenant_id, id), under the constraint names drizzle gave the
 * single-column references these files still declare; it also adds the UNIQUE (tenant_id, id) pairs
 * and the row-level security. A change to one of those references needs the same treatment by hand.
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
