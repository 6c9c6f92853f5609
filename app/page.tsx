import { PrefetchedShell } from './_shell/prefetched-shell';
import { withPageMessages } from '@/lib/i18n/client-messages';

/**
 * '/': the middleware sends a signed-in user home and everyone else to /auth/login; only an
 * account of an unknown type gets here, and the gate shows it the invalid-account-type page.
 */
function RootPage() {
  return <PrefetchedShell>{null}</PrefetchedShell>;
}

export default withPageMessages('/', RootPage);
