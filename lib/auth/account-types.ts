/** The specification's account types and the home route of each. */
export const AccountType = { Backoffice: 1, Tenant: 2, Customer: 3 } as const;
export type AccountTypeId = (typeof AccountType)[keyof typeof AccountType];

const homes: Record<number, string> = { 1: '/backoffice', 2: '/tenant', 3: '/customer' };

export function homeFor(accountTypeId: number): string | null {
  return homes[accountTypeId] ?? null;
}

/** Which account type owns a path; null for paths every signed-in user may open (/profile…). */
export function areaOf(pathname: string): AccountTypeId | null {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  if (first === '/backoffice') return AccountType.Backoffice;
  if (first === '/tenant') return AccountType.Tenant;
  if (['/customer', '/documents', '/notifications', '/settings'].includes(first)) return AccountType.Customer;
  return null;
}

export function isPublicPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/') || pathname === '/set-password';
}
