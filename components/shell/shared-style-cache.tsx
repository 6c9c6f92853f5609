'use client';

import { createCache, StyleContext } from '@ant-design/cssinjs';
import type Entity from '@ant-design/cssinjs/es/Cache';
import { useContext, useState, type ReactNode } from 'react';

/**
 * The server's antd styles, computed once per process. antd's styles depend only on the theme, which
 * is fixed (CSS variables carry the tokens), yet the registry's cache is new for each request, so
 * every page render computed them all again: about 40% of a list page's server render. With the
 * zero-runtime theme (components/shell/providers.tsx) these are the theme's and each component's CSS
 * variables and the icons' styles; the components' own styles come from antd's stylesheet.
 */
let shared: Entity | undefined;

/**
 * Makes a request's style cache reuse the styles earlier requests computed. The request's cache
 * still records each style its render uses, in the order it uses them, so the registry inlines
 * exactly the page's own styles into its HTML, as before. Patching the same cache again changes
 * nothing (its state is its own map).
 */
export function shareComputedStyles(cache: Entity) {
  shared ??= createCache();
  const base = shared;
  const record = (key: string) => {
    const value = base.cache.get(key);
    if (!value) return void cache.cache.delete(key);
    cache.cache.set(key, value);
    cache.updateTimes.set(key, base.updateTimes.get(key) ?? 0);
  };
  cache.opGet = (key) => {
    if (!cache.cache.has(key)) record(key);
    return cache.cache.get(key) ?? null;
  };
  cache.opUpdate = (key, valueFn) => {
    base.opUpdate(key, valueFn);
    record(key);
  };
}

/**
 * Inside @ant-design/nextjs-registry's AntdRegistry: on the server, its per-request cache reuses the
 * styles computed by earlier requests. In the browser it does nothing (one page, one cache).
 */
export function SharedStyleCache({ children }: { children: ReactNode }) {
  const { cache } = useContext(StyleContext);
  useState(() => {
    if (typeof window === 'undefined') shareComputedStyles(cache);
  });
  return children;
}
