import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { permissionOf, tenantModuleList } from '@/lib/modules/tenant-modules';
import { tenantRouteTitleKey } from '@/lib/utils/menu-routes';
import { TenantPageGate } from '../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

type Params = Promise<{ slug: string[] }>;

const pathOf = (slug: string[]) => `/tenant/${slug.map((s) => decodeURIComponent(s)).join('/')}`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const key = tenantRouteTitleKey(pathOf((await params).slug));
  return key ? comingSoonMetadata('TenantPages', key) : {};
}

/**
 * Every route of the tenant key -> route table until its own issue lands; other paths are 404. It is
 * gated like a real page by its module's view permission: a module the user lacks answers
 * 'Yetkiniz Yok' by URL too, not a placeholder that suggests the screen is coming for them.
 */
async function TenantSectionPage({ params }: { params: Params }) {
  const path = pathOf((await params).slug).replace(/\/+$/, '');
  const key = tenantRouteTitleKey(path);
  if (!key) notFound();
  const mod = tenantModuleList.find((m) => m.route === path)!;
  return (
    <TenantPageGate permission={permissionOf(mod.key, 'view')}>
      <ComingSoonPage namespace="TenantPages" titleKey={key} />
    </TenantPageGate>
  );
}

export default withPageMessages('/tenant/[...slug]', TenantSectionPage);
