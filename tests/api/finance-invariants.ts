import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

type Row = Record<string, string | null>;
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * The money invariants of a tenant, each recomputed from the documents independently of the
 * ledger, so a write that forgot its ledger row or its allocation is caught:
 * - every invoice: allocated_amount = Σ its live allocations, and allocated + returned +
 *   remaining = payable total (after tevkifat) with remaining ≥ 0 (never overpaid); a cancelled invoice has none;
 * - every customer: Σ ledger = Σ issued invoices − returns − collections + payments (each
 *   cancel and reversal taking its document back out), and the API's balance equals Σ ledger;
 *   its maintained balance column equals Σ ledger and its oldest open due date the open invoices';
 * - every cash register and bank account: the API's balance = opening + Σ ledger = opening +
 *   money in − money out of its payments;
 * - every payment: its ledger rows sum to zero (customer against account), a reversed one has
 *   no live allocation, and no payment allocates more than its amount.
 * Answers a list of violations (empty when all hold).
 */
export async function financeViolations(db: Db, tenantId: string): Promise<string[]> {
  const problems: string[] = [];
  const invoices = await rows(
    db,
    sql`select i.id, i.number, i.status, i.kind, i.payable_total::text as total, i.allocated_amount::text as allocated,
      i.returned_amount::text as returned,
      coalesce((select sum(a.amount) from payment_allocations a where a.invoice_id = i.id and a.freed_at is null), 0)::text as live,
      coalesce((select sum(r.payable_total) from invoices r where r.original_invoice_id = i.id and r.status = 'issued'), 0)::text as returns
      from invoices i where i.tenant_id = ${tenantId}`,
  );
  for (const i of invoices) {
    const total = Number(i.total);
    const allocated = Number(i.allocated);
    const returned = Number(i.returned);
    if (Math.abs(allocated - Number(i.live)) > 0.001)
      problems.push(`invoice ${i.number}: allocated ${allocated} ≠ Σ allocations ${i.live}`);
    if (Math.abs(returned - Number(i.returns)) > 0.001)
      problems.push(`invoice ${i.number}: returned ${returned} ≠ Σ returns ${i.returns}`);
    const remaining = Math.round((total - allocated - returned) * 100) / 100;
    if (remaining < 0) problems.push(`invoice ${i.number}: overpaid (remaining ${remaining})`);
    if (Math.abs(allocated + returned + remaining - total) > 0.001)
      problems.push(`invoice ${i.number}: paid + remaining ≠ total`);
    if (i.status === 'cancelled' && allocated !== 0) problems.push(`invoice ${i.number}: cancelled with payments`);
  }

  const customers = await rows(
    db,
    sql`select c.id, c.name,
      coalesce((select sum(l.amount) from ledger_entries l where l.customer_id = c.id), 0)::numeric(18,2)::text as ledger,
      (coalesce((select sum(case when i.kind = 'return' then -i.payable_total else i.payable_total end)
         from invoices i where i.customer_id = c.id and i.status = 'issued'), 0)
       + coalesce((select sum(case when p.kind = 'collection' then -p.amount else p.amount end
           * case when p.reversal_of_id is null then 1 else -1 end)
         from payments p where p.customer_id = c.id), 0))::numeric(18,2)::text as documents
      from customers c where c.tenant_id = ${tenantId}`,
  );
  for (const c of customers) {
    if (c.ledger !== c.documents) problems.push(`customer ${c.name}: Σ ledger ${c.ledger} ≠ documents ${c.documents}`);
  }

  // The maintained figures of the customer list: its balance column and oldest open due date.
  const kept = await rows(
    db,
    sql`select c.name, c.balance::text as balance, c.oldest_open_due_date::text as oldest,
      coalesce((select sum(l.amount) from ledger_entries l where l.customer_id = c.id), 0)::numeric(18,2)::text as ledger,
      (select min(i.due_date) from invoices i where i.customer_id = c.id and i.status = 'issued' and i.kind = 'sales'
        and i.allocated_amount + i.returned_amount < i.payable_total)::text as open
      from customers c where c.tenant_id = ${tenantId}`,
  );
  for (const c of kept) {
    if (c.balance !== c.ledger) problems.push(`customer ${c.name}: balance ${c.balance} ≠ Σ ledger ${c.ledger}`);
    if (c.oldest !== c.open) problems.push(`customer ${c.name}: oldest open due ${c.oldest} ≠ ${c.open}`);
  }

  for (const [table, column] of [
    ['cash_registers', 'cash_register_id'],
    ['bank_accounts', 'bank_account_id'],
  ] as const) {
    const accounts = await rows(
      db,
      sql`select a.id, a.opening_balance::text as opening,
        (a.opening_balance + coalesce((select sum(l.amount) from ledger_entries l where l.${sql.raw(column)} = a.id), 0))::numeric(18,2)::text as ledger,
        (a.opening_balance + coalesce((select sum(case when p.kind = 'collection' then p.amount else -p.amount end
            * case when p.reversal_of_id is null then 1 else -1 end)
          from payments p where p.${sql.raw(column)} = a.id), 0))::numeric(18,2)::text as documents
        from ${sql.raw(table)} a where a.tenant_id = ${tenantId}`,
    );
    for (const a of accounts) {
      if (a.ledger !== a.documents) problems.push(`${table} ${a.id}: Σ ledger ${a.ledger} ≠ payments ${a.documents}`);
    }
  }

  const payments = await rows(
    db,
    sql`select p.number, p.amount::text as amount,
      coalesce((select sum(l.amount) from ledger_entries l where l.payment_id = p.id), 0)::text as net,
      (select count(*) from ledger_entries l where l.payment_id = p.id)::text as entries,
      coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = p.id and a.freed_at is null), 0)::text as live,
      exists (select 1 from payments r where r.reversal_of_id = p.id)::text as reversed
      from payments p where p.tenant_id = ${tenantId}`,
  );
  for (const p of payments) {
    if (Number(p.net) !== 0 || p.entries !== '2')
      problems.push(`payment ${p.number}: ledger rows ${p.entries}, net ${p.net}`);
    if (Number(p.live) > Number(p.amount)) problems.push(`payment ${p.number}: allocates more than its amount`);
    if (p.reversed === 'true' && Number(p.live) !== 0)
      problems.push(`payment ${p.number}: reversed with live allocations`);
  }
  return problems;
}
