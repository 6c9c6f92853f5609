import { redirect } from 'next/navigation';
import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { WelcomeLine } from '@/components/shell/welcome-line';
import { DashboardView } from '@/components/tenant-dashboard/dashboard-view';
import { tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { getMenuForUser } from '@/lib/server/services/session-view';
import { getDashboard } from '@/lib/server/services/tenant/dashboard';
import { menuKeyToRoute } from '@/lib/utils/menu-routes';
import { currentPageAccess, TenantPageGate, type Prefetch } from './_access/tenant-page-gate';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'dashboard');

const prefetch: Prefetch = async (queryClient, { db, tenantId, permissions }) => {
  queryClient.setQueryData(tenantAccessKeys.dashboard(tenantId), await getDashboard(db, { tenantId, permissions: new Set(permissions.codes) }));
};

/**
 * The tenant home. It is where login lands, so a user without dashboard.view is sent on to the
 * first page of their menu instead of a 403; with an empty menu the shell shows 'Yetkiniz Yok'.
 */
export default async function TenantHomePage() {
  const access = await currentPageAccess();
  if (access && !access.can('dashboard.view')) {
    const [first] = await getMenuForUser(access.user, 'tr');
    if (first) redirect(menuKeyToRoute(first.key));
  }
  return (
    <TenantPageGate permission="dashboard.view" prefetch={prefetch}>
      <DashboardView intro={<WelcomeLine />} />
    </TenantPageGate>
  );
}
