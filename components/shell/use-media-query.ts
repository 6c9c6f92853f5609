'use client';

import { useSyncExternalStore } from 'react';

/**
 * matchMedia as state. During server rendering and hydration it is `serverGuess` (the server's guess
 * from the request, false without one); a wrong guess is corrected right after hydration.
 */
export function useMediaQuery(query: string, serverGuess = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverGuess,
  );
}

/** antd's lg breakpoint is 992px, md 768px. */
export const BELOW_LG = '(max-width: 991.98px)';
export const BELOW_MD = '(max-width: 767.98px)';
