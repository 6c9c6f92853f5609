// The production server for Playwright: a fresh data folder (demo seed), its own port and secret.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
fs.rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['server.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    // A fresh secret per run: the production start refuses a well-known one.
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(48).toString('base64url'),
    SEED_DEMO: 'true',
    // Work counters on /api/health, for the tests that prove a cost (lib/server/metrics.ts).
    CARI_METRICS: 'true',
    // The throw-away simple module of tests/fixtures/module (lib/modules/simple-modules.ts): its table,
    // catalogue row, routes and pages, for e2e/tenant/simple-module.spec.ts.
    CARI_FIXTURE_MODULES: '1',
    NODE_ENV: 'production',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
