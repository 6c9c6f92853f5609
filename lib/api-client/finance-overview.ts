import { api } from './client';
import { lazySchema, parseData } from './envelope';

const financeOverviewSchema = lazySchema(() =>
  import('@/lib/schemas/finance-overview').then((m) => m.financeOverviewSchema),
);

export const financeOverviewKey = (tenantId: string) => ['tenants', tenantId, 'finance', 'overview'] as const;

export const fetchFinanceOverview = () => parseData(api.get('tenant/Finance/overview').json(), financeOverviewSchema);
