import type { TenantModuleKey } from './tenant-modules';

/**
 * What a module's writes change beyond its own records, by module key. The one declaration both
 * sides read: the server's list windows of the affected modules' tables are read again
 * (lib/server/kit/list-window.ts) and the browser refetches the affected modules' queries
 * (lib/api-client/invalidate.ts). Effects are direct: what an affected module affects in turn is
 * not followed.
 */
export const writeEffects = {
  // A collection settles invoices (paid amount, payment status) and moves the balance of its cash
  // register or bank account and of its customer (the customer list's Bakiye column and order);
  // the overview and the collections and ageing reports follow.
  payments: ['invoices', 'cash-registers', 'bank-accounts', 'CustomerManagement', 'finance', 'reports'],
  // Issuing or cancelling posts to the customer's account: its balance, statement and open invoices
  // are ledger reads kept under payments, its maintained balance is the customer list's. Issuing
  // also moves its series' next number.
  invoices: ['payments', 'invoice-serial-numbers', 'CustomerManagement', 'finance', 'reports'],
  // Converting an accepted offer into a work order marks the offer converted.
  'work-orders': ['offers', 'reports'],
  offers: ['reports'],
  // An opening balance is part of the account's balance (a ledger read under payments) and the overview's.
  'cash-registers': ['payments', 'finance'],
  'bank-accounts': ['payments', 'finance'],
  // Products and labor show their category's name.
  category: ['product', 'labor'],
  // Users show their roles' names, roles their users' count.
  'tenant-role-management': ['UserManagement'],
  UserManagement: ['tenant-role-management'],
} as const satisfies Partial<Record<TenantModuleKey, readonly TenantModuleKey[]>>;

type Effects = typeof writeEffects;
/** The modules the declaration names, as writers or as affected. */
export type EffectModule = keyof Effects | Effects[keyof Effects][number];

/** The modules a write of `key` affects besides its own (none when it declares nothing). */
export const effectsOf = (key: TenantModuleKey): readonly EffectModule[] =>
  key in writeEffects ? writeEffects[key as keyof Effects] : [];
