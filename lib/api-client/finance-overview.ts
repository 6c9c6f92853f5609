import { api } from './client';
import { lazySchema, parseData } from './envelope';
import { readQuery } from './resource';

const financeOverviewSchema = lazySchema(() =>
  import('@/lib/schemas/finance-overview').then((m) => m.financeOverviewSchema),
);

const fetchFinanceOverview = () => parseData(api.get('tenant/Finance/overview').json(), financeOverviewSchema);

/** /tenant/finance's figures. */
export const financeOverviewOptions = readQuery(
  (tenantId) => ['tenants', tenantId, 'finance'],
  'overview',
  fetchFinanceOverview,
);
