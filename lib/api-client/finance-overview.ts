import { financeOverviewSchema } from '@/lib/schemas/finance-overview';
import { api } from './client';
import { parseData } from './envelope';

export const financeOverviewKey = (tenantId: string) => ['tenants', tenantId, 'finance', 'overview'] as const;

export const fetchFinanceOverview = () => parseData(api.get('tenant/Finance/overview').json(), financeOverviewSchema);
