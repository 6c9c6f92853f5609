import 'server-only';

import type { Db } from '../../db/client';
import { notifyOverdueInvoices } from './overdue';

const HOUR = 3_600_000;
const state = ((
  globalThis as { __cariOverdueSweep?: { timer?: ReturnType<typeof setInterval> } }
).__cariOverdueSweep ??= {});

/**
 * Runs the overdue sweep at start-up and every hour in this process. Several instances may run
 * it: the sweep skips rows another has locked and stamps what it told, so nothing is told twice.
 */
export function scheduleOverdueSweep(db: Db) {
  if (state.timer) return;
  const sweep = () =>
    notifyOverdueInvoices(db).catch((error: unknown) => console.error('overdue invoice sweep failed', error));
  void sweep();
  state.timer = setInterval(sweep, HOUR);
  state.timer.unref?.();
}
