/**
 * The production setup of docs/deploy.md on one machine, for `npm run load -- --instances=N`: N app
 * instances (server.mjs on the production build, one PostgreSQL database, TRUST_PROXY=1) behind nginx
 * running deploy/nginx.conf. The first instance migrates and seeds alone; the others start once it is
 * ready. nginx is Debian's package (installed when missing, as scripts/test-all.sh does with Chromium)
 * and runs as this process's child, with its pid, logs and temporary files in a folder of its own.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { whenServing } from './bench-server';

const root = process.cwd();

/** Builds the app when there is no production build yet. */
export function ensureBuild() {
  if (fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  console.log('No production build: running npm run build…');
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '' } });
}

const which = (name: string) => {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const candidate = path.join(dir, name);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
};

/** The nginx binary; Debian's package is installed when it is missing and this runs as root with apt-get. */
export function ensureNginx(): string {
  const found = process.env.NGINX_PATH ?? which('nginx');
  if (found) return found;
  if (process.getuid?.() === 0 && which('apt-get')) {
    console.log("Installing Debian's nginx for the load run…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null', {
      stdio: 'inherit',
    });
    const installed = which('nginx');
    if (installed) return installed;
  }
  throw new Error('nginx is missing: install it (apt-get install nginx) or set NGINX_PATH.');
}

/** deploy/nginx.conf with this run's instances as the upstream servers and its own listen address. */
export function siteConfig(listenPort: number, upstreamPorts: number[]): string {
  const site = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+(.*);$/m;
  const match = serverLine.exec(site);
  if (!match || !/listen 80;/.test(site)) throw new Error('deploy/nginx.conf: no upstream server line or listen 80');
  const [, indent, options] = match;
  const servers = upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port}${options};`).join('\n');
  return site
    .replace(new RegExp(`(${serverLine.source}\\n?)+`, 'm'), `${servers}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
    .replace(/server_name [^;]+;/, 'server_name localhost;');
}

export interface Proxy {
  url: string;
  accessLog: string;
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground (its child's pid is ours to stop) with the site of siteConfig. */
export async function startNginx(dir: string, listenPort: number, upstreamPorts: number[]): Promise<Proxy> {
  const bin = ensureNginx();
  fs.chmodSync(dir, 0o755); // a worker running as nobody (nginx started by root) creates its temp folders here
  fs.writeFileSync(path.join(dir, 'cari.conf'), siteConfig(listenPort, upstreamPorts));
  const accessLog = path.join(dir, 'access.log');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 2048; }',
      'http {',
      // Which instance served each request (several when nginx passed it on), to count what the kill did.
      `  log_format load '$msec $remote_addr $request_method $uri $status "$upstream_addr" "$upstream_status"';`,
      `  access_log ${accessLog} load buffer=64k flush=1s;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;`),
      `  include ${dir}/cari.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`];
  execFileSync(bin, [...args, '-t', '-q'], { stdio: 'inherit' });
  const child = spawn(bin, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${listenPort}`;
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${dir}/error.log`);
    // Any answer: nginx listens (the instances may not be up yet).
    await fetch(`${url}/api/health`);
  }, 10_000);
  return {
    url,
    accessLog,
    stop: async () => {
      if (child.exitCode !== null) return;
      // QUIT: finish the requests under way and flush the access log.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** Retries `probe` until it resolves, or throws its last error after `timeoutMs`. */
async function waitFor(probe: () => Promise<unknown>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > end || String(error).includes('exited')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface Instance {
  index: number;
  port: number;
  child: ChildProcess;
  /** The last lines it printed, shown when it fails. */
  output: string[];
}

/** The environment of one instance, as docs/deploy.md sets it in production. */
export interface InstanceEnv {
  DATABASE_URL: string;
  MIGRATION_DATABASE_URL: string;
  AUTH_SECRET: string;
  APP_URL: string;
  SMTP_URL: string;
  DATA_DIR: string;
  /** Each of the instance's two pools (docs/deploy.md, pool sizes). */
  DB_POOL_MAX: string;
}

/** Starts `node server.mjs` as one instance and waits until /api/health answers 200 (database open and migrated). */
export async function startInstance(index: number, port: number, env: InstanceEnv): Promise<Instance> {
  const dataDir = path.join(env.DATA_DIR, `instance-${index}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      // The load script runs under react-server conditions (to import the app's modules); the server must not.
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      SEED_DEMO: 'true',
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const instance = { index, port, child, output };
  try {
    await whenServing(child, `http://127.0.0.1:${port}/api/health`, `instance ${index}`, 120_000);
  } catch (error) {
    console.error(`instance ${index} on port ${port} did not start:\n  ${output.join('\n  ')}`);
    child.kill('SIGKILL');
    throw error;
  }
  return instance;
}

/** SIGKILL: the process ends at once, with whatever requests it was serving. */
export async function killInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGKILL');
  await exited;
}

/** Ends an instance normally (SIGTERM), or kills it when it is still there after 10 s. */
export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** What nginx's access log says: requests per instance, and those it passed from a failed instance to another. */
export function readAccessLog(file: string) {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  return lines.map((line) => {
    const m = /^(\S+) (\S+) (\S+) (\S+) (\d+) "([^"]*)" "([^"]*)"$/.exec(line);
    return {
      /** When nginx finished it, epoch ms. */
      at: Number(m?.[1] ?? 0) * 1000,
      client: m?.[2] ?? '',
      method: m?.[3] ?? '',
      uri: m?.[4] ?? '',
      status: Number(m?.[5] ?? 0),
      // "a, b" when nginx passed the request on, "a : b" when @upstream_lost sent it again.
      upstreams: (m?.[6] ?? '').split(/\s*[,:]\s+/).filter((u) => u && u !== '-'),
      upstreamStatuses: m?.[7] ?? '',
    };
  });
}
