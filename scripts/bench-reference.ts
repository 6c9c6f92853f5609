/**
 * The bare antd page of the issue "fast pages" (bench/bare-antd): the customers list's antd components
 * and nothing else, built with the app's own Next.js and antd. The vitals and Lighthouse benches load
 * it next to the app's pages in the same run and print the app's figures as ratios to it (goals: a list
 * page's JavaScript within 1.2x of it, its Lighthouse mobile score at least the reference's).
 * Built when its build is missing (about 20 s; a build per version of its sources), started with `next start`.
 * The pages bench (scripts/bench-pages.ts) renders it for each request, as the app's pages are rendered.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { whenServing } from './bench-server';

export const REFERENCE_PAGE = 'bare antd';
const SOURCE = path.join('bench', 'bare-antd');
const NEXT = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');

/** Every source file's path and content, hashed. */
function sourceHash(dir: string, hash: Hash) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceHash(file, hash);
    else hash.update(`${file}\0`).update(fs.readFileSync(file));
  }
  return hash;
}

/**
 * Built from a copy outside the repository (inside it, Turbopack takes the app's middleware and
 * instrumentation), one per version of the sources and per checkout's node_modules (the build links
 * to them): checkouts on one machine do not take each other's build.
 */
const DIR = path.join(
  os.tmpdir(),
  `cari-bare-antd-${sourceHash(SOURCE, createHash('sha256').update(path.resolve('node_modules')))
    .digest('hex')
    .slice(0, 12)}`,
);

function buildIfStale() {
  if (fs.existsSync(path.join(DIR, '.next', 'BUILD_ID'))) return;
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

/**
 * The reference's production server on `port`: `url` is its page (prerendered at build, as Next
 * serves a page without request data), `dynamicUrl` the same page rendered for each request
 * (`dynamic = 'force-dynamic'`), as the app's pages are.
 */
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
  return { url, dynamicUrl: `${url}dynamic`, stop: await whenServing(child, url, 'the reference server', 60_000) };
}
