import type { ReactNode } from 'react';
import { PrefetchedShell } from '../_shell/prefetched-shell';

export default function BackofficeLayout({ children }: { children: ReactNode }) {
  return <PrefetchedShell area="backoffice">{children}</PrefetchedShell>;
}
