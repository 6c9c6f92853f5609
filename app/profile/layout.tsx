import type { ReactNode } from 'react';
import { PrefetchedShell } from '../_shell/prefetched-shell';

/** /profile is open to every account type, inside the user's own shell. */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <PrefetchedShell>{children}</PrefetchedShell>;
}
