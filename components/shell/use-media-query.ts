'use client';

import { useSyncExternalStore } from 'react';

/** matchMedia as state; false during server rendering and hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** antd's lg breakpoint is 992px, md 768px. */
export const BELOW_LG = '(max-width: 991.98px)';
export const BELOW_MD = '(max-width: 767.98px)';
