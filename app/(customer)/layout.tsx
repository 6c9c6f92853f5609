import type { ReactNode } from 'react';
import { PrefetchedShell } from '../_shell/prefetched-shell';

/** /customer, /documents, /notifications and /settings share the Customer shell. */
export default function CustomerLayout({ children }: { children: ReactNode }) {
  return <PrefetchedShell area="customer">{children}</PrefetchedShell>;
}
