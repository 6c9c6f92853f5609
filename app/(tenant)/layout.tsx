import type { ReactNode } from 'react';
import { PrefetchedShell } from '../_shell/prefetched-shell';

export default function TenantLayout({ children }: { children: ReactNode }) {
  return <PrefetchedShell area="tenant">{children}</PrefetchedShell>;
}
