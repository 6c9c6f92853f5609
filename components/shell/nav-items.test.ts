import { backofficeNavNodes, customerNavNodes, selectionFor, type NavNode } from './nav-items';

const leaf = (route: string): NavNode => ({ key: route, route, label: route, icon: null });

// The owner's tenant menu, shortened: the home, modules, and the settings group.
const tenant: NavNode[] = [
  leaf('/tenant'),
  leaf('/tenant/customers'),
  leaf('/tenant/offers'),
  {
    key: 'sub:finance',
    route: '/tenant/finance',
    label: 'Finans',
    icon: null,
    children: [leaf('/tenant/finance'), leaf('/tenant/finance/invoices'), leaf('/tenant/finance/payments')],
  },
  {
    key: 'sub:tenant-settings',
    route: '/tenant/settings',
    label: 'Ayarlar',
    icon: null,
    children: [leaf('/tenant/settings/general'), leaf('/tenant/offers/templates'), leaf('/tenant/role-management')],
  },
];

describe('selectionFor', () => {
  it.each([
    ['/tenant', '/tenant', []],
    ['/tenant/customers/0e7315f7-0000-4000-8000-000000000000', '/tenant/customers', []],
    ['/tenant/offers/templates', '/tenant/offers/templates', ['sub:tenant-settings']],
    ['/tenant/offers/0e7315f7-0000-4000-8000-000000000000', '/tenant/offers', []],
    ['/tenant/finance', '/tenant/finance', ['sub:finance']],
    ['/tenant/finance/invoices/0e7315f7-0000-4000-8000-000000000000', '/tenant/finance/invoices', ['sub:finance']],
    // Reached from 'Genel Ayarlar' and not in the menu itself: its sibling, not the home.
    ['/tenant/settings/audit', '/tenant/settings/general', ['sub:tenant-settings']],
  ])('selects on %s the entry %s', (path, selected, open) => {
    expect(selectionFor(tenant, path)).toEqual({ selected, open });
  });

  it('selects nothing, not the home, on a tenant page outside the menu', () => {
    expect(selectionFor(tenant, '/tenant/unknown-page')).toEqual({ selected: null, open: [] });
  });

  it('keeps the Backoffice and portal entries of their pages', () => {
    const t = (key: string) => key;
    expect(selectionFor(backofficeNavNodes(t), '/backoffice').selected).toBe('/backoffice');
    expect(selectionFor(backofficeNavNodes(t), '/backoffice/tenant/abc').selected).toBe('/backoffice/tenant');
    expect(selectionFor(customerNavNodes(t), '/documents/offers/abc').selected).toBe('/documents');
    expect(selectionFor(customerNavNodes(t), '/customer').selected).toBe('/customer');
  });
});
