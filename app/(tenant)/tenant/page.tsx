import { comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { WelcomeLine } from '@/components/shell/welcome-line';
import { DashboardView } from '@/components/tenant-dashboard/dashboard-view';
import { tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import { getDashboard } from '@/lib/server/services/tenant/dashboard';
import { currentTenantAccess } from '@/lib/server/page-context';
import { TenantPageGate, type Prefetch } from './_access/tenant-page-gate';

export const generateMetadata = () => comingSoonMetadata('TenantPages', 'dashboard');

const prefetch: Prefetch = async (queryClient, { db, tenantId, user, permissions }) => {
  queryClient.setQueryData(
    tenantAccessKeys.dashboard(tenantId),
    await getDashboard(db, { tenantId, userId: user.id, permissions: new Set(permissions.codes) }),
  );
};

/**
 * The tenant home, where every tenant user lands (the specification's area home). Its widgets need
 * dashboard.view; without it the page greets the user and shows no summary instead of a 403 on
 * the landing page (the menu hides 'Anasayfa' all the same; an empty menu shows 'Yetkiniz Yok').
 */
export default async function TenantHomePage() {
  const access = await currentTenantAccess();
  if (access && !access.can('dashboard.view')) return <DashboardView intro={<WelcomeLine />} allowed={false} />;
  return (
    <TenantPageGate permission="dashboard.view" prefetch={prefetch}>
      <DashboardView intro={<WelcomeLine />} allowed />
    </TenantPageGate>
  );
}
