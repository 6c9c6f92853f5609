import { areaForAccountType } from '@/components/shell/areas';
import { currentUser } from '@/lib/server/page-context';
import { LazyShell } from './lazy-shell';
import { NotFoundView } from './not-found-view';

/**
 * The root not-found: as /not-found, but Next renders it into every page's tree and ships the
 * client code it imports with every page. So it imports no shell module (not even through a file
 * it does not call) and loads the shell only when shown; the shell then fetches the user and menu.
 */
export async function RootNotFoundScreen() {
  const user = await currentUser();
  const view = <NotFoundView />;
  return user && areaForAccountType(user.accountTypeId) ? <LazyShell>{view}</LazyShell> : view;
}
