'use client';

import { useEffect, useState } from 'react';
import { BELOW_LG, BELOW_MD, useMediaQuery } from './use-media-query';

interface Choice {
  collapsed: boolean;
  belowLg: boolean;
  pathname: string;
}

/**
 * Sidebar state: collapsed automatically below lg (a breakpoint change resets the user's
 * choice), and on a phone closed again after every navigation. `phone`: the server's guess that the
 * request comes from a phone (below md, so below lg too), used for the first render.
 */
export function useSidebar(pathname: string, phone = false) {
  const belowLg = useMediaQuery(BELOW_LG, phone);
  const isMobile = useMediaQuery(BELOW_MD, phone);
  const [choice, setChoice] = useState<Choice | null>(null);
  const choiceApplies = choice !== null && choice.belowLg === belowLg && (!isMobile || choice.pathname === pathname);
  const collapsed = choiceApplies ? choice.collapsed : belowLg;

  useEffect(() => {
    if (!isMobile || collapsed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setChoice({ collapsed: true, belowLg, pathname });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMobile, collapsed, belowLg, pathname]);

  return {
    collapsed,
    isMobile,
    toggle: () => setChoice({ collapsed: !collapsed, belowLg, pathname }),
    close: () => setChoice({ collapsed: true, belowLg, pathname }),
  };
}
