import { generationOf, invalidateLists } from './list-window';
import { tablesAffectedBy } from './module-tables';

describe("a write's list windows (lib/modules/write-effects.ts on the server)", () => {
  it("a payment's write makes the invoices', cash registers' and bank accounts' windows stale", () => {
    expect(tablesAffectedBy('payments').sort()).toEqual(['bank_accounts', 'cash_registers', 'invoices', 'payments']);
  });

  it('a work order write (an offer converted) makes the offers windows stale; a category write the products and labor', () => {
    expect(tablesAffectedBy('work_orders').sort()).toEqual(['offers', 'work_orders']);
    expect(tablesAffectedBy('categories').sort()).toEqual(['categories', 'labors', 'products']);
  });

  it('a table no module declares effects for changes only its own windows', () => {
    expect(tablesAffectedBy('audit_log')).toEqual(['audit_log']);
    expect(tablesAffectedBy('tasks')).toEqual(['tasks']);
  });

  it('bumps the generation of every affected table for that tenant only', () => {
    const before = { invoices: generationOf('t1', 'invoices'), other: generationOf('t2', 'invoices') };
    invalidateLists('t1', 'payments');
    expect(generationOf('t1', 'invoices')).toBe(before.invoices + 1);
    expect(generationOf('t2', 'invoices')).toBe(before.other);
  });
});
