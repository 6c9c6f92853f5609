import { Worker } from 'node:worker_threads';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * A load generator in a worker thread (its own event loop) for one target: each `run(seconds)`
 * keeps `connections` fetch loops busy for that long and hands back the latencies. The rate counts
 * over the time the slice really took (its last requests end after `seconds`): at a page's 100 ms
 * and more, counting over the nominal slice overstated it by up to a tenth. A redirect is an error
 * (`redirect: 'manual'`): a page that sends the bench to the login page measures nothing.
 */
export function loader(url: string, headers: Record<string, string>, connections: number) {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { url, headers, connections } = workerData;
    parentPort.on('message', async (seconds) => {
      const times = []; let errors = 0;
      const start = performance.now();
      const end = Date.now() + seconds * 1000;
      async function loop() {
        while (Date.now() < end) {
          const t = performance.now();
          const res = await fetch(url, { headers, redirect: 'manual' });
          await res.arrayBuffer();
          if (res.status !== 200) errors++;
          times.push(performance.now() - t);
        }
      }
      await Promise.all(Array.from({ length: connections }, loop));
      parentPort.postMessage({ times, errors, elapsed: performance.now() - start });
    });`;
  const worker = new Worker(source, { eval: true, workerData: { url, headers, connections } });
  const times: number[] = [];
  let errors = 0;
  let seconds = 0;
  return {
    run: (slice: number, measured = true) =>
      new Promise<void>((resolve, reject) => {
        worker.once('error', reject);
        worker.once('message', (r: { times: number[]; errors: number; elapsed: number }) => {
          worker.off('error', reject);
          if (measured) {
            times.push(...r.times);
            errors += r.errors;
            seconds += r.elapsed / 1000;
          }
          resolve();
        });
        worker.postMessage(slice);
      }),
    result(): LoadResult {
      const sorted = [...times].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
      return { rps: sorted.length / seconds, p50: at(0.5), p99: at(0.99), errors };
    },
    stop: () => worker.terminate(),
  };
}
