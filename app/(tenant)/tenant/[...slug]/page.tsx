import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComingSoonPage, comingSoonMetadata } from '@/app/_shell/coming-soon-page';
import { tenantRouteTitleKey } from '@/lib/utils/menu-routes';

type Params = Promise<{ slug: string[] }>;

const pathOf = (slug: string[]) => `/tenant/${slug.map((s) => decodeURIComponent(s)).join('/')}`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const key = tenantRouteTitleKey(pathOf((await params).slug));
  return key ? comingSoonMetadata('TenantPages', key) : {};
}

/** Every route of the tenant key -> route table until its own issue lands; other paths are 404. */
export default async function TenantSectionPage({ params }: { params: Params }) {
  const key = tenantRouteTitleKey(pathOf((await params).slug));
  if (!key) notFound();
  return <ComingSoonPage namespace="TenantPages" titleKey={key} />;
}
