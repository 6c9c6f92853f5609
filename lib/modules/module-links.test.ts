import path from 'node:path';
import { tenantAuditEntities } from '@/lib/audit/audit-codes';
import { pageFiles, routeOf } from '@/lib/i18n/client-namespaces-scan';
import tr from '@/messages/tr.json';
import { apiPath, detailPath, modulePath, recordPage } from './module-links';
import { tenantModuleList } from './tenant-modules';

const id = '0b7c4a52-3f7e-4c1e-9a57-2f4f3c1d9e10';
const root = path.join(__dirname, '../..');

describe('the addresses derived from the module descriptors', () => {
  it("give the specification's pages and API paths", () => {
    expect(modulePath('invoices')).toBe('/tenant/finance/invoices');
    expect(modulePath('reports', { report: 'ageing' })).toBe('/tenant/reports?report=ageing');
    expect(modulePath('product', { q: 'KBL 3x2,5' })).toBe('/tenant/products?q=KBL%203x2%2C5');
    expect(detailPath('offers', id)).toBe(`/tenant/offers/${id}`);
    expect(detailPath('invoices', id)).toBe(`/tenant/finance/invoices/${id}`);
    expect(detailPath('CustomerManagement', id)).toBe(`/tenant/customers/${id}`);
    expect(apiPath('offers')).toBe('tenant/Offers');
    expect(apiPath('CustomerManagement', id, 'portal-accounts')).toBe(`tenant/Customers/${id}/portal-accounts`);
  });

  it("link an audit entry to its record's page, or to its module's list", () => {
    expect(recordPage('work_order', id)).toBe(`/tenant/work-orders/${id}`);
    expect(recordPage('work_order', null)).toBeNull();
    expect(recordPage('bank_account', id)).toBe('/tenant/finance/definitions/bank-accounts');
    expect(recordPage('tenant_logo')).toBe('/tenant/settings/general');
    expect(recordPage('route', '/api/x')).toBeNull();
  });

  it('name pages that exist: every detail route is a page file under its list', () => {
    const pages = new Set(pageFiles(root).map((file) => routeOf(root, file)));
    const details = tenantModuleList.flatMap((m) => (m.detail ? [m] : []));
    expect(details.map((m) => m.key)).toEqual(['CustomerManagement', 'offers', 'work-orders', 'invoices', 'payments']);
    for (const m of details) {
      expect(pages).toContain(m.detail);
      expect(m.detail).toBe(`${m.route}/[id]`);
    }
  });

  it('give each audited record kind to one module, and list namespaces the messages have', () => {
    const kinds = tenantModuleList.flatMap((m) => m.audit ?? []);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect([...tenantAuditEntities].sort()).toEqual([...kinds, 'route'].sort());
    for (const m of tenantModuleList)
      if (m.listNamespace) expect(Object.keys(tr[m.listNamespace])).toEqual(expect.arrayContaining(['title', 'total']));
  });
});
