import { redirect } from 'next/navigation';
import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { WelcomeLine } from '@/components/shell/welcome-line';
import { DashboardView } from '@/components/tenant-dashboard/dashboard-view';
import { tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { withPageMessages } from '@/lib/i18n/client-messages';
import type { MenuItem } from '@/lib/schemas/menus';
import { getDashboard } from '@/lib/server/services/tenant/dashboard';
import { currentMenu, currentTenantAccess } from '@/lib/server/page-context';
import { menuKeyToRoute } from '@/lib/utils/menu-routes';
import { TenantPageGate, type Prefetch } from './_access/tenant-page-gate';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'dashboard');

const prefetch: Prefetch = async (queryClient, { db, tenantId, user, permissions }) => {
  queryClient.setQueryData(
    tenantAccessKeys.dashboard(tenantId),
    await getDashboard(db, { tenantId, userId: user.id, permissions: new Set(permissions.codes) }),
  );
};

/** The first screen of the menu, in the order the sidebar shows it (a parent opens its first child). */
function firstScreen(items: MenuItem[]): string | null {
  for (const item of items) {
    const route = item.children.length ? firstScreen(item.children) : menuKeyToRoute(item.key);
    if (route && route !== '/tenant') return route;
  }
  return null;
}

/**
 * The tenant home, where every tenant user lands after login (the specification's area home). With
 * dashboard.view it is the dashboard; without it the user goes on to the first screen of their menu
 * (a sales user to the customers), so nobody lands on a page that has nothing for them. With an
 * empty menu the shell shows 'Yetkiniz Yok' around a greeting without a summary.
 */
async function TenantHomePage() {
  const access = await currentTenantAccess();
  if (access && !access.can('dashboard.view')) {
    const first = firstScreen((await currentMenu())?.menu ?? []);
    if (first) redirect(first);
    return <DashboardView intro={<WelcomeLine />} allowed={false} />;
  }
  return (
    <TenantPageGate permission="dashboard.view" prefetch={prefetch}>
      <DashboardView intro={<WelcomeLine />} allowed />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant', TenantHomePage);
