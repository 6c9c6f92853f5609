'use client';

import { lazyComponent } from '@/components/ui/lazy';

/**
 * The area shell, loaded only when rendered. The root not-found is part of every page's tree, so
 * a static import would put the whole shell (menu, header, drawers) into the login page's bundle.
 */
export const LazyShell = lazyComponent(() => import('@/components/shell/app-shell').then((m) => m.AppShell));
