/** The specification's tenant menu key -> route table, word for word. */
export const menuRouteTable: Readonly<Record<string, string>> = {
  Dashboard: '/tenant',
  UserManagement: '/tenant/users',
  CustomerManagement: '/tenant/customers',
  'product-definition': '/tenant/products',
  product: '/tenant/products',
  labor: '/tenant/labors',
  category: '/tenant/categories',
  reports: '/tenant/reports',
  'offers-and-work-orders': '/tenant/work-orders',
  'work-orders': '/tenant/work-orders',
  offers: '/tenant/offers',
  finance: '/tenant/finance',
  invoices: '/tenant/finance/invoices',
  payments: '/tenant/finance/payments',
  'financial-definitions': '/tenant/finance/definitions',
  'bank-accounts': '/tenant/finance/definitions/bank-accounts',
  'payment-methods': '/tenant/finance/definitions/payment-methods',
  'cash-registers': '/tenant/finance/definitions/cash-registers',
  'invoice-serial-numbers': '/tenant/finance/definitions/invoice-serial-numbers',
  'tenant-tasks': '/tenant/tasks',
  'tenant-settings': '/tenant/settings',
  'tenant-settings-general': '/tenant/settings/general',
  'tenant-offers-templates': '/tenant/offers/templates',
  'tenant-role-management': '/tenant/role-management',
};

/** Maps a menu key to its route; an unknown key is used as the path itself (with a leading slash). */
export function menuKeyToRoute(key: string): string {
  const known = Object.prototype.hasOwnProperty.call(menuRouteTable, key) ? menuRouteTable[key] : undefined;
  if (known) return known;
  return key.startsWith('/') ? key : `/${key}`;
}

/**
 * The message key (in `TenantPages`) of each tenant route; the routes of later issues show a
 * 'coming soon' page titled with it.
 */
export const tenantRouteTitles: Readonly<Record<string, string>> = {
  '/tenant': 'dashboard',
  '/tenant/users': 'users',
  '/tenant/customers': 'customers',
  '/tenant/products': 'products',
  '/tenant/labors': 'labors',
  '/tenant/categories': 'categories',
  '/tenant/reports': 'reports',
  '/tenant/work-orders': 'workOrders',
  '/tenant/offers': 'offers',
  '/tenant/finance': 'finance',
  '/tenant/finance/invoices': 'invoices',
  '/tenant/finance/payments': 'payments',
  '/tenant/finance/definitions': 'financialDefinitions',
  '/tenant/finance/definitions/bank-accounts': 'bankAccounts',
  '/tenant/finance/definitions/payment-methods': 'paymentMethods',
  '/tenant/finance/definitions/cash-registers': 'cashRegisters',
  '/tenant/finance/definitions/invoice-serial-numbers': 'invoiceSerialNumbers',
  '/tenant/tasks': 'tasks',
  '/tenant/settings': 'settings',
  '/tenant/settings/general': 'settingsGeneral',
  '/tenant/offers/templates': 'offerTemplates',
  '/tenant/role-management': 'roleManagement',
};

export function tenantRouteTitleKey(pathname: string): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.prototype.hasOwnProperty.call(tenantRouteTitles, clean) ? tenantRouteTitles[clean]! : null;
}
