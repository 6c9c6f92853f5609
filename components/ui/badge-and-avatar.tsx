import type { ReactNode } from 'react';

/*
 * Plain markup for two antd parts every area page would otherwise load for one small job each
 * (Badge with its scrolling digits and ribbon, Avatar with its group popover: 7 kB of gzip
 * JavaScript together, measured on /tenant/customers). Styles in globals.css.
 */

/** A count on an icon, hidden at zero, '99+' above 99 (as antd's small Badge). */
export function CountBadge({ count, children, testId }: { count: number; children: ReactNode; testId?: string }) {
  return (
    <span className="cari-count-badge" data-testid={testId}>
      {children}
      {count > 0 ? <sup className="cari-count-badge-count">{count > 99 ? '99+' : count}</sup> : null}
    </span>
  );
}

/** A round initials mark. */
export function InitialsAvatar({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="cari-avatar">
      {children}
    </span>
  );
}
