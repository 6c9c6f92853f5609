import { allocateOldestDueFirst, compareOldestDueFirst, remainingOf } from './allocation';

const invoice = (number: string, dueDate: string, remaining: string, invoiceDate = '2026-01-01') => ({
  number,
  dueDate,
  invoiceDate,
  remaining,
});

describe('oldest-due-first allocation', () => {
  it('orders by due date, then invoice date, then number', () => {
    const sorted = [
      invoice('C', '2026-02-01', '1'),
      invoice('B', '2026-01-15', '1', '2026-01-02'),
      invoice('A', '2026-01-15', '1', '2026-01-02'),
      invoice('D', '2026-01-15', '1', '2026-01-01'),
    ].sort(compareOldestDueFirst);
    expect(sorted.map((i) => i.number)).toEqual(['D', 'A', 'B', 'C']);
  });

  it('settles the oldest due first, each up to its remaining, and leaves the rest as an advance', () => {
    const open = [invoice('new', '2026-03-01', '500.00'), invoice('old', '2026-01-01', '300.00')];
    const plan = allocateOldestDueFirst('650.50', open, (i) => i.remaining);
    expect(plan.map((p) => [p.invoice.number, p.amount.toFixed(2)])).toEqual([
      ['old', '300.00'],
      ['new', '350.50'],
    ]);
    const all = allocateOldestDueFirst('900', open, (i) => i.remaining);
    expect(all.reduce((s, p) => s + Number(p.amount), 0)).toBe(800);
  });

  it('skips settled invoices and allocates nothing of nothing', () => {
    const open = [invoice('paid', '2026-01-01', '0.00'), invoice('open', '2026-02-01', '10.00')];
    expect(allocateOldestDueFirst('5', open, (i) => i.remaining).map((p) => p.invoice.number)).toEqual(['open']);
    expect(allocateOldestDueFirst('0', open, (i) => i.remaining)).toEqual([]);
  });

  it('takes payments and returns off the payable total', () => {
    expect(
      remainingOf({ payableTotal: '1200.00', allocatedAmount: '200.50', returnedAmount: '100.00' }).toFixed(2),
    ).toBe('899.50');
  });
});
