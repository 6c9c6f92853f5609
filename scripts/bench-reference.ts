/**
 * The bare antd page of the issue "fast pages" (bench/bare-antd): the customers list's antd components
 * and nothing else, built with the app's own Next.js and antd. The vitals and Lighthouse benches load
 * it next to the app's pages in the same run and print the app's figures as ratios to it (goals: a list
 * page's JavaScript within 1.2x of it, its Lighthouse mobile score at least the reference's).
 * Built when its build is missing or older than its sources (about 20 s), started with `next start`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { whenServing } from './bench-server';

export const REFERENCE_PAGE = 'bare antd';
const SOURCE = path.join('bench', 'bare-antd');
/** Built from a copy outside the repository: inside it, Turbopack takes the app's middleware and instrumentation. */
const DIR = path.join(os.tmpdir(), 'cari-bare-antd');
const NEXT = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');

function newestSource(dir: string): number {
  return Math.max(
    ...fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '.next' ? 0 : newestSource(file);
      return fs.statSync(file).mtimeMs;
    }),
  );
}

function buildIfStale() {
  const buildId = path.join(DIR, '.next', 'BUILD_ID');
  if (fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs > newestSource(SOURCE)) return;
  console.log(`Building the bare antd reference (${SOURCE}, in ${DIR})…`);
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.cpSync(SOURCE, DIR, { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(DIR, 'node_modules'));
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NODE_OPTIONS;
  const result = spawnSync(process.execPath, [NEXT, 'build'], {
    cwd: DIR,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`building the reference in ${DIR} failed (exit ${result.status})`);
}

/** The reference's production server on `port`; `url` is its page. */
export async function startReference(port: number) {
  buildIfStale();
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: DIR,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  return { url, stop: await whenServing(child, url, 'the reference server', 60_000) };
}
