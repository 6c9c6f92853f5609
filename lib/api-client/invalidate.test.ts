import { QueryClient } from '@tanstack/react-query';
import { tenantModules, type TenantModuleKey } from '@/lib/modules/tenant-modules';
import { effectsOf, writeEffects } from '@/lib/modules/write-effects';
import { financeOverviewOptions } from './finance-overview';
import { invalidateAfterWrite, moduleKey } from './invalidate';
import { invoiceResource, invoiceTotalsOptions } from './invoice-resources';
import { ledgerOptions, paymentResource } from './payment-resources';
import { reportOptions } from './report-resources';

const modules = Object.keys(tenantModules) as TenantModuleKey[];

describe('the write effects declaration', () => {
  it('names known modules only, none affecting itself and none twice', () => {
    for (const [writer, affected] of Object.entries(writeEffects)) {
      expect(modules).toContain(writer);
      expect(modules).toEqual(expect.arrayContaining([...affected]));
      expect(affected).not.toContain(writer);
      expect(new Set(affected).size).toBe(affected.length);
    }
  });
});

describe('invalidateAfterWrite', () => {
  /** A query under every module's key, of the signed-in tenant and of another. */
  function seeded() {
    const queryClient = new QueryClient();
    for (const tenant of ['t1', 't2'])
      for (const m of modules) queryClient.setQueryData([...moduleKey(tenant, m), 'probe'], 1);
    const invalidated = (tenant: string) =>
      modules.filter((m) => queryClient.getQueryState([...moduleKey(tenant, m), 'probe'])?.isInvalidated);
    return { queryClient, invalidated };
  }

  it.each(modules)(
    "after a write of %s, invalidates exactly its own and its declared effects' queries",
    async (key) => {
      const { queryClient, invalidated } = seeded();
      await invalidateAfterWrite(queryClient, 't1', key);
      expect(invalidated('t1').sort()).toEqual([key, ...effectsOf(key)].sort());
      expect(invalidated('t2')).toEqual([]);
    },
  );

  it('reaches every figure a payment moves: invoices, their totals, balances, statement, overview and reports', async () => {
    const queryClient = new QueryClient();
    const figures = [
      invoiceResource.listOptions('t1', invoiceResource.initialQuery),
      invoiceResource.detailOptions('t1', 'inv-1'),
      invoiceTotalsOptions('t1', {}),
      paymentResource.detailOptions('t1', 'pay-1'),
      ledgerOptions.customerBalance('t1', 'cus-1'),
      ledgerOptions.statement('t1', 'cus-1', {}),
      ledgerOptions.accountBalance('t1', 'cash-registers', 'kasa-1'),
      financeOverviewOptions('t1'),
      reportOptions('t1', 'collections', {}),
    ].map((options): readonly unknown[] => options.queryKey);
    for (const key of figures) queryClient.setQueryData(key, 1);
    await invalidateAfterWrite(queryClient, 't1', 'payments');
    expect(figures.filter((key) => !queryClient.getQueryState(key)?.isInvalidated)).toEqual([]);
  });

  it("refreshes the customer's balance and statement after an invoice write (ledger reads live under payments)", async () => {
    const queryClient = new QueryClient();
    const balance: readonly unknown[] = ledgerOptions.customerBalance('t1', 'cus-1').queryKey;
    const statement: readonly unknown[] = ledgerOptions.statement('t1', 'cus-1', {}).queryKey;
    queryClient.setQueryData(balance, 1);
    queryClient.setQueryData(statement, 1);
    await invalidateAfterWrite(queryClient, 't1', 'invoices');
    expect(queryClient.getQueryState(balance)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(statement)?.isInvalidated).toBe(true);
  });
});
