import { randomBytes } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
// One fresh secret for the server and the specs (the workers inherit it), so a spec can sign the
// token an expired session would hold.
process.env.AUTH_SECRET ??= randomBytes(48).toString('base64url');

/** Runs against the production build (npm run build first), on a fresh data folder of its own. */
export default defineConfig({
  testDir: './e2e',
  // Whole user flows (an offer created, sent, revised and copied; a tenant's life cycle across two
  // browsers) take about a minute on 2 loaded cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // A trace records every action's DOM and a screencast: on 2 cores that costs the whole suite
    // minutes, so it is taken only when asked for (E2E_TRACE=1, e.g. to debug a failure).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(port), E2E_DATA_DIR: e2eDataDir },
  },
});
