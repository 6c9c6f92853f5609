// Opens, migrates and seeds the database when the server starts, so the first request is fast
// and a broken database fails the start rather than the first user.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { database } = await import('./lib/server/database');
    const opened = database();
    // The production server (server.mjs) answers /api/* with the Hono app itself, without Next's
    // route handler in the path; it takes the app from here, compiled with the rest of the server,
    // once the database is open (or the failure to open it, which stops the start).
    const provide = (globalThis as { __cariProvideApi?: (app: Promise<unknown>) => void }).__cariProvideApi;
    provide?.(opened.then(() => import('./lib/server/api/app')).then((module) => module.api));
    const { db } = await opened;
    const { scheduleHourly } = await import('./lib/server/kit/hourly');
    // Overdue invoices are told once an hour (a day boundary needs no request to notice it); the
    // sweep skips rows another instance has locked and stamps what it told.
    const { notifyOverdueInvoices } = await import('./lib/server/services/notifications/overdue');
    scheduleHourly('overdue invoice sweep', () => notifyOverdueInvoices(db));
    // The abuse limits' records are pruned once they can no longer count.
    const { pruneAbuseRecords } = await import('./lib/server/services/auth/prune');
    scheduleHourly('abuse record pruning', () => pruneAbuseRecords(db));
    // Mail is queued by its cause's transaction and sent from here, after commit (mail/outbox.ts).
    const { startMailWorker } = await import('./lib/server/mail/worker');
    startMailWorker(db);
  }
}
