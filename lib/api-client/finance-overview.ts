import { apiPath } from '@/lib/modules/module-links';
import { api } from './client';
import { lazySchema, parseData } from './envelope';
import { moduleKey } from './invalidate';
import { readQuery } from './resource';

const financeOverviewSchema = lazySchema(() =>
  import('@/lib/schemas/finance-overview').then((m) => m.financeOverviewSchema),
);

const fetchFinanceOverview = () => parseData(api.get(apiPath('finance', 'overview')).json(), financeOverviewSchema);

/** /tenant/finance's figures, under the finance module's key: the writes that move them refresh it (write-effects.ts). */
export const financeOverviewOptions = readQuery(
  (tenantId) => moduleKey(tenantId, 'finance'),
  'overview',
  fetchFinanceOverview,
);
