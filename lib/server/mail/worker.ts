import 'server-only';

import type { Db } from '../db/client';
import { drainOutbox, pruneOutbox } from './outbox';

const state = ((globalThis as { __cariMailWorker?: { timer?: ReturnType<typeof setTimeout> } }).__cariMailWorker ??=
  {});

/**
 * Polls the mail outbox in this process (MAIL_POLL_MS, one second by default) and sends what is
 * due. Every app instance may run one: claims skip rows another worker holds. A tick never
 * overlaps the previous one (the next is scheduled when it ends).
 */
export function startMailWorker(db: Db) {
  if (state.timer) return;
  const pollMs = Number(process.env.MAIL_POLL_MS ?? 1000);
  let ticks = 0;
  const tick = async () => {
    try {
      await drainOutbox(db);
      // about once an hour at the default poll
      if (ticks++ % 3600 === 0) await pruneOutbox(db);
    } catch (error) {
      console.error('mail outbox worker failed', error);
    }
    state.timer = setTimeout(tick, pollMs);
    state.timer.unref?.();
  };
  state.timer = setTimeout(tick, 0);
  state.timer.unref?.();
}
