import { PrefetchedShell } from './_shell/prefetched-shell';

/**
 * '/': the middleware sends a signed-in user home and everyone else to /auth/login; only an
 * account of an unknown type gets here, and the gate shows it the invalid-account-type page.
 */
export default function RootPage() {
  return <PrefetchedShell>{null}</PrefetchedShell>;
}
