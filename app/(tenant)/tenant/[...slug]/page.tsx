import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { getLocale } from 'next-intl/server';
import { SimpleModulePage } from '@/components/modules/simple-module-page';
import { resolveLocale } from '@/lib/i18n/config';
import { enabledSimpleModules } from '@/lib/modules/simple-modules';
import { permissionOf, tenantModuleList, type PermissionCode } from '@/lib/modules/tenant-modules';
import { tenantRouteTitleKey } from '@/lib/utils/menu-routes';
import { TenantPageGate } from '../_access/tenant-page-gate';
import { withPageMessages } from '@/lib/i18n/client-messages';

type Params = Promise<{ slug: string[] }>;

const pathOf = (slug: string[]) => `/tenant/${slug.map((s) => decodeURIComponent(s)).join('/')}`;

/** The simple module (lib/modules/simple-module.ts) this server serves at `path`, and the record's id on its detail page. */
function simplePage(path: string) {
  for (const simple of enabledSimpleModules()) {
    if (path === simple.spec.route) return { simple, id: undefined };
    const id = path.startsWith(`${simple.spec.route}/`) ? path.slice(simple.spec.route.length + 1) : '';
    if (id && !id.includes('/')) return { simple, id };
  }
  return null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const path = pathOf((await params).slug);
  const page = simplePage(path);
  if (page) return { title: page.simple.spec.label[resolveLocale(await getLocale())] };
  const key = tenantRouteTitleKey(path);
  return key ? comingSoonMetadata('TenantPages', key) : {};
}

/**
 * The pages of the simple modules this server serves (their list and record pages, from the descriptor),
 * and every other route of the tenant key -> route table until its own issue lands; other paths are 404. It is
 * gated like a real page by its module's view permission: a module the user lacks answers
 * 'Yetkiniz Yok' by URL too, not a placeholder that suggests the screen is coming for them.
 */
async function TenantSectionPage({ params }: { params: Params }) {
  const path = pathOf((await params).slug).replace(/\/+$/, '');
  const page = simplePage(path);
  if (page) {
    return (
      <TenantPageGate permission={page.simple.permission('view') as PermissionCode}>
        <SimpleModulePage moduleKey={page.simple.key} id={page.id} />
      </TenantPageGate>
    );
  }
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
