import { AccountType } from '@/lib/auth/account-types';

export type Area = 'backoffice' | 'tenant' | 'customer';

export function areaForAccountType(accountTypeId: number): Area | null {
  if (accountTypeId === AccountType.Backoffice) return 'backoffice';
  if (accountTypeId === AccountType.Tenant) return 'tenant';
  if (accountTypeId === AccountType.Customer) return 'customer';
  return null;
}

export const areaHome: Record<Area, string> = { backoffice: '/backoffice', tenant: '/tenant', customer: '/customer' };

/** Sidebar geometry of the specification. */
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_COLLAPSED_WIDTH = 80;
