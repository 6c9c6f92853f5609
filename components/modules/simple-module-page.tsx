'use client';

import { lazyComponent } from '@/components/ui/lazy';

/**
 * The generic tenant page's simple module screens, loaded when a simple module's page renders: the other
 * pages of the route (those still to come) carry none of their code.
 */
export const SimpleModulePage = lazyComponent(() => import('./simple-module-screen').then((m) => m.SimpleModuleScreen));
