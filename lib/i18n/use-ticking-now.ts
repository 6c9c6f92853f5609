'use client';

import { useNow } from 'next-intl';
import { useSyncExternalStore } from 'react';

/** How often a mounted reader gets a new "now". */
export const TICK_MS = 60_000;
/** With no reader mounted, a render takes a fresh time once the last one is older than this. */
const FRESH_MS = 1_000;

let current = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick() {
  current = Date.now();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(tick, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The same value for every call until it is renewed (useSyncExternalStore's contract): by the minute
 * while readers are mounted, so they show one time, and at once for the first reader after a pause.
 */
function getSnapshot() {
  const now = Date.now();
  if (now - current >= (listeners.size > 0 ? TICK_MS : FRESH_MS)) current = now;
  return current;
}

/**
 * The current time in milliseconds for relative times ('21 dakika önce'), renewed every minute, that
 * never breaks hydration: the server and the browser's hydrating render both use the request's time
 * (the `now` of lib/i18n/request.ts, which the message providers carry to the browser), then the
 * browser's own clock takes over. A minute boundary, or a browser clock that differs from the
 * server's, between the two renders no longer changes the text React hydrates (error #418).
 * Components mounted after hydration (a dropdown opened later) read the browser's clock at once.
 */
export function useTickingNow(): number {
  // next-intl's `now` without an update interval: the provider's value, the request's time.
  const requestNow = useNow().getTime();
  return useSyncExternalStore(subscribe, getSnapshot, () => requestNow);
}
