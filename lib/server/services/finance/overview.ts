import 'server-only';

import type Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import type { FinanceOverview } from '@/lib/schemas/finance-overview';
import { ExactDecimal } from '@/lib/utils/exact-decimal';
import type { DbOrTx } from '../../db/client';
import { bankAccounts, cashRegisters, customers, invoices } from '../../db/schema';
import { bankAccountBalanceSql, cashRegisterBalanceSql } from '../ledger/ledger';
import { collectedBetween } from '../reports/collections';
import { istanbulToday } from '@/lib/utils/dates';
import { istanbulTodaySql } from '../../db/sql-dates';
import { moneySum, rowsOf } from '../reports/range';
import { openReceivables, receivableSql } from '../invoices/receivables';

export const TOP_DEBTORS = 10;

const overdueWhere = sql`${invoices.dueDate} < ${istanbulTodaySql}`;
const sums = sql`${moneySum(receivableSql)} as total, ${moneySum(receivableSql, overdueWhere)} as overdue,
  count(*)::int as "invoiceCount", (count(*) filter (where ${overdueWhere}))::int as "overdueCount"`;

interface Sums {
  total: string;
  overdue: string;
  invoiceCount: number;
  overdueCount: number;
}

/** Receivables and their overdue part over every open invoice of the tenant (one aggregate query). */
export async function receivableTotals(db: DbOrTx, tenantId: string): Promise<Sums> {
  const [row] = await rowsOf<Sums>(db, sql`select ${sums} from ${invoices} where ${openReceivables(tenantId)}`);
  return row!;
}

/** Every cash register and bank account of the tenant with its balance from the ledger. */
async function accountBalances(db: DbOrTx, tenantId: string): Promise<FinanceOverview['accounts']> {
  const [cash, banks] = await Promise.all([
    db
      .select({
        id: cashRegisters.id,
        name: cashRegisters.name,
        currency: cashRegisters.currency,
        active: cashRegisters.active,
        balance: cashRegisterBalanceSql,
      })
      .from(cashRegisters)
      .where(eq(cashRegisters.tenantId, tenantId))
      .orderBy(asc(cashRegisters.sortName)),
    db
      .select({
        id: bankAccounts.id,
        name: sql<string>`${bankAccounts.bankName} || ' – ' || ${bankAccounts.accountName}`,
        currency: bankAccounts.currency,
        active: bankAccounts.active,
        balance: bankAccountBalanceSql,
      })
      .from(bankAccounts)
      .where(eq(bankAccounts.tenantId, tenantId))
      .orderBy(asc(bankAccounts.sortName)),
  ]);
  return [
    ...cash.map((a) => ({ ...a, kind: 'cash_register' as const })),
    ...banks.map((a) => ({ ...a, kind: 'bank_account' as const })),
  ];
}

const byCurrency = (accounts: FinanceOverview['accounts'], kind: FinanceOverview['accounts'][number]['kind']) => {
  const sums: Record<string, Decimal> = {};
  for (const a of accounts.filter((x) => x.kind === kind))
    sums[a.currency] = (sums[a.currency] ?? new ExactDecimal(0)).plus(a.balance);
  return Object.fromEntries(Object.entries(sums).map(([c, v]) => [c, v.toFixed(2)]));
};

/**
 * The finance overview: receivables, overdue, the ten customers who owe the most, this month's
 * collections and the cash and bank balances (each the sum of its ledger rows).
 */
export async function financeOverview(db: DbOrTx, { tenantId }: { tenantId: string }): Promise<FinanceOverview> {
  const today = istanbulToday();
  const [totals, debtors, month, accounts] = await Promise.all([
    receivableTotals(db, tenantId),
    rowsOf<Omit<Sums, 'overdueCount'> & { customerId: string; customerName: string }>(
      db,
      sql`select per."customerId", ${customers.name} as "customerName", per.total, per.overdue, per."invoiceCount"
        from (select ${invoices.customerId} as "customerId", ${sums}
              from ${invoices} where ${openReceivables(tenantId)} group by ${invoices.customerId}) per
        join ${customers} on ${customers.id} = per."customerId"
        order by per.total::numeric desc, ${customers.sortName}, per."customerId"
        limit ${TOP_DEBTORS}`,
    ),
    collectedBetween(db, tenantId, `${today.slice(0, 7)}-01`, today),
    accountBalances(db, tenantId),
  ]);
  return {
    asOf: today,
    receivables: totals.total,
    overdue: totals.overdue,
    openInvoices: totals.invoiceCount,
    overdueInvoices: totals.overdueCount,
    topDebtors: debtors,
    collectionsThisMonth: month.collected,
    paidOutThisMonth: month.paidOut,
    accounts,
    cashTotal: byCurrency(accounts, 'cash_register'),
    bankTotal: byCurrency(accounts, 'bank_account'),
  };
}
