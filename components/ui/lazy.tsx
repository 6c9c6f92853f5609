'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it renders (React.lazy in its own Suspense boundary).
 * next/dynamic does the same but puts about 5 kB of its own runtime on every page that uses it; what
 * loads this way (forms, dialogs, tabs, the shell of the root not-found) needs none of it. The fallback
 * may depend on the props (a stand-in that shows the same value).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
) {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
