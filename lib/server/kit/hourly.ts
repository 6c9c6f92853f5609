import 'server-only';

const HOUR = 3_600_000;
const timers = ((globalThis as { __cariHourly?: Map<string, ReturnType<typeof setInterval>> }).__cariHourly ??=
  new Map());

/**
 * Runs `task` at start-up and every hour in this process, once per `name` (a dev reload registers
 * again). Several instances may run the same task: each task is written to be safe when they do.
 */
export function scheduleHourly(name: string, task: () => Promise<unknown>) {
  if (timers.has(name)) return;
  const run = () => task().catch((error: unknown) => console.error(`${name} failed`, error));
  void run();
  const timer = setInterval(run, HOUR);
  timer.unref?.();
  timers.set(name, timer);
}
