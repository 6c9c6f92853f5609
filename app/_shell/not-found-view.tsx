import { getTranslations } from 'next-intl/server';
import { NotFoundResult } from '@/components/shell/not-found-result';
import { areaForAccountType } from '@/components/shell/areas';
import { currentUser } from '@/lib/server/page-context';
import { PrefetchedShell } from './prefetched-shell';

/** The 404 text and a way home; `compact` inside a card (the authentication layout). */
export async function NotFoundView({ compact = false }: { compact?: boolean }) {
  const t = await getTranslations('NotFoundPage');
  return <NotFoundResult title={t('title')} text={t('text')} backHome={t('backHome')} compact={compact} />;
}

/**
 * /not-found and every unmatched path (the root not-found): inside the signed-in user's own area layout
 * (Backoffice, Tenant or Customer shell); a visitor without a session, or an account of an unknown type, gets
 * it plain. notFound() inside an area's page is caught by that area's not-found.tsx, within its layout.
 */
export async function NotFoundScreen() {
  const user = await currentUser();
  const view = <NotFoundView />;
  return user && areaForAccountType(user.accountTypeId) ? <PrefetchedShell>{view}</PrefetchedShell> : view;
}
