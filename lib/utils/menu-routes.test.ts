import { menuKeyToRoute, menuRouteTable, tenantRouteTitleKey, tenantRouteTitles } from './menu-routes';

const specTable = [
  ['Dashboard', '/tenant'],
  ['UserManagement', '/tenant/users'],
  ['CustomerManagement', '/tenant/customers'],
  ['product-definition', '/tenant/products'],
  ['product', '/tenant/products'],
  ['labor', '/tenant/labors'],
  ['category', '/tenant/categories'],
  ['reports', '/tenant/reports'],
  ['offers-and-work-orders', '/tenant/work-orders'],
  ['work-orders', '/tenant/work-orders'],
  ['offers', '/tenant/offers'],
  ['finance', '/tenant/finance'],
  ['invoices', '/tenant/finance/invoices'],
  ['payments', '/tenant/finance/payments'],
  ['financial-definitions', '/tenant/finance/definitions'],
  ['bank-accounts', '/tenant/finance/definitions/bank-accounts'],
  ['payment-methods', '/tenant/finance/definitions/payment-methods'],
  ['cash-registers', '/tenant/finance/definitions/cash-registers'],
  ['invoice-serial-numbers', '/tenant/finance/definitions/invoice-serial-numbers'],
  ['tenant-tasks', '/tenant/tasks'],
  ['tenant-settings', '/tenant/settings'],
  ['tenant-settings-general', '/tenant/settings/general'],
  ['tenant-offers-templates', '/tenant/offers/templates'],
  ['tenant-role-management', '/tenant/role-management'],
] as const;

describe('menuKeyToRoute', () => {
  it("holds exactly the specification's keys (the module descriptors derive it)", () => {
    expect(menuRouteTable).toEqual(Object.fromEntries(specTable));
  });

  it.each(specTable)('maps %s to %s', (key, route) => {
    expect(menuKeyToRoute(key)).toBe(route);
  });

  it('uses an unknown key as the path itself', () => {
    expect(menuKeyToRoute('/tenant/something-new')).toBe('/tenant/something-new');
    expect(menuKeyToRoute('something-new')).toBe('/something-new');
  });

  it('does not treat inherited object keys as known', () => {
    expect(menuKeyToRoute('constructor')).toBe('/constructor');
  });

  it('gives every mapped route a page title', () => {
    for (const route of Object.values(menuRouteTable)) expect(tenantRouteTitles[route]).toBeDefined();
    expect(tenantRouteTitleKey('/tenant/finance/invoices/')).toBe('invoices');
    expect(tenantRouteTitleKey('/tenant/nope')).toBeNull();
  });
});
