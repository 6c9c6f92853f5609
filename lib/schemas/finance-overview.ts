import './zod-config';
import { z } from 'zod';

/** A customer that owes the most: open receivables and the overdue part of them. */
export const debtorSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  total: z.string(),
  overdue: z.string(),
  invoiceCount: z.number(),
});

/** A cash register or bank account with its balance (opening balance + the sum of its ledger rows). */
export const accountBalanceSchema = z.object({
  id: z.string(),
  kind: z.enum(['cash_register', 'bank_account']),
  name: z.string(),
  currency: z.string(),
  active: z.boolean(),
  balance: z.string(),
});

/**
 * /tenant/finance: what the tenant is owed, what is late, who owes most, this month's collections and
 * the cash and bank balances (money as decimal strings).
 */
export const financeOverviewSchema = z.object({
  asOf: z.string(),
  receivables: z.string(),
  overdue: z.string(),
  openInvoices: z.number(),
  overdueInvoices: z.number(),
  topDebtors: z.array(debtorSchema),
  /** This month's collections (net of reversals) and payments to customers, up to today. */
  collectionsThisMonth: z.string(),
  paidOutThisMonth: z.string(),
  accounts: z.array(accountBalanceSchema),
  /** Sums of the balances by currency ({ TRY: '1234.00' }). */
  cashTotal: z.record(z.string(), z.string()),
  bankTotal: z.record(z.string(), z.string()),
});
export type FinanceOverview = z.infer<typeof financeOverviewSchema>;
