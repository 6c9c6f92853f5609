import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Waits until `url` answers 2xx from the server `child` runs; answers how to stop that server. */
export async function whenServing(child: ChildProcess, url: string, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The production server (server.mjs on the built app) as `npm start` runs it, on the PostgreSQL
 * database `databaseUrl` (already migrated and seeded: it migrates again, a no-op, and seeds nothing).
 * `env` adds to its environment (e.g. CARI_API_THROUGH_NEXT for the former path of the API).
 */
export async function startProductionServer(databaseUrl: string, dataDir: string, env: Record<string, string> = {}) {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    throw new Error('the bench measures the production build: run `npm run build` first');
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    APP_URL: base,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
  };
  // The bench runs under the react-server condition; the server must not.
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, ['server.mjs'], { env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  return { base, stop: await whenServing(child, `${base}/api/health`, 'the production server', 180_000) };
}
