import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { areaForAccountType } from '@/components/shell/areas';
import { currentUser } from '@/lib/server/page-context';
import { NotFoundView } from '../_shell/not-found-view';
import { PrefetchedShell } from '../_shell/prefetched-shell';
import { withPageMessages } from '@/lib/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('NotFoundPage'))('title') };
}

/**
 * The specification's /not-found route: inside the signed-in user's own area shell (Backoffice,
 * Tenant or Customer), plain for a visitor or an account of an unknown type. Unmatched paths get
 * the same through the root not-found (app/_shell/root-not-found.tsx); notFound() inside an area's
 * page is caught by that area's not-found.tsx, within its layout.
 */
async function NotFoundPage() {
  const user = await currentUser();
  const view = <NotFoundView />;
  return user && areaForAccountType(user.accountTypeId) ? <PrefetchedShell>{view}</PrefetchedShell> : view;
}

export default withPageMessages('/not-found', NotFoundPage);
