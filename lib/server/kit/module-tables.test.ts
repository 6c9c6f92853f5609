import { invalidateLists, ListWindows, setProcessLists } from './list-window';
import { tablesAffectedBy } from './module-tables';

describe("a write's list windows (lib/modules/write-effects.ts on the server)", () => {
  it("a payment's write makes the invoices', cash registers', bank accounts' and customers' windows stale", () => {
    expect(tablesAffectedBy('payments').sort()).toEqual([
      'bank_accounts',
      'cash_registers',
      'customers',
      'invoices',
      'payments',
    ]);
  });

  it("an invoice's write makes the customers' windows stale (the list's balance and its order)", () => {
    expect(tablesAffectedBy('invoices')).toContain('customers');
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
    const lists = new ListWindows();
    setProcessLists(lists);
    invalidateLists('t1', 'payments');
    expect(lists.generationOf('t1', 'invoices')).toBe(1);
    expect(lists.generationOf('t2', 'invoices')).toBe(0);
    setProcessLists(undefined);
  });
});
