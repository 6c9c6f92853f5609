/**
 * The pages section of `DATABASE_URL=… npm run bench` (issue 40 item 5): the pages a signed-in owner
 * gets per second from the production server, /tenant/customers (the list's first page of 100 000
 * customers rendered on the server) and /tenant (the dashboard), against the bare antd page
 * (bench/bare-antd) rendered for each request by its own `next start`, the floor of any antd page
 * Next renders per request. PAGE_CONNECTIONS requests in flight, the three taking turns in two-second
 * slices (load from elsewhere on the machine falls on all alike), as a browser on HTTPS asks (brotli
 * accepted). Then each page's HTML before compression: its size, how much of it is the RSC payload
 * (the `self.__next_f.push` scripts, which repeat the data the markup shows) and the inlined styles.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { loader, type LoadResult } from './bench-loader';
import { startReference } from './bench-reference';
import { freePort } from './bench-server';

const CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 4);
const SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 10);
const SLICE = 2;
const OWNER = 'owner@teknik.cari.demo';
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip, deflate',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36',
};

/** Signs the owner in through the API as the login page does; answers the `accessToken` cookie pages are sent with. */
async function ownerCookie(base: string) {
  const res = await fetch(`${base}/api/common/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER, password: 'Demo.1234' }),
  });
  if (!res.ok) throw new Error(`signing in ${OWNER}: ${res.status}`);
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  return { cookie: `accessToken=${token}`, authorization: `Bearer ${token}` };
}

const bytesOf = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);

/** A page's HTML as served (no redirect, 200): its bytes, the RSC payload's, the inline styles', and brotli's (quality 5, server.mjs's). */
async function htmlOf(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' }, redirect: 'manual' });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const html = await res.text();
  const raw = Buffer.from(html);
  return {
    html,
    bytes: raw.length,
    rsc: bytesOf(html, /<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g),
    styles: bytesOf(html, /<style[^>]*>([\s\S]*?)<\/style>/g),
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length,
  };
}

/** The markup without its scripts: what a reader sees before any script has run. */
const markupOf = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');

export async function benchPages(base: string) {
  const reference = await startReference(await freePort());
  try {
    const { cookie, authorization } = await ownerCookie(base);
    const headers = { ...BROWSER, cookie };
    const pages = [
      { label: '/tenant/customers', url: `${base}/tenant/customers`, headers },
      { label: '/tenant', url: `${base}/tenant`, headers },
      { label: 'bare antd, dynamic', url: reference.dynamicUrl, headers: BROWSER },
    ];
    const sizes = await Promise.all(pages.map((p) => htmlOf(p.url, p.headers)));
    // The list's first page is in the markup itself: the first data of the page rendered on the server.
    const list = (await (
      await fetch(`${base}/api/tenant/Customers?pageIndex=0&pageSize=20`, { headers: { authorization } })
    ).json()) as {
      data: { items: { name: string }[] };
    };
    const first = list.data.items[0]!.name;
    if (!markupOf(sizes[0]!.html).includes(first))
      throw new Error(`/tenant/customers: '${first}' is not in the markup`);

    const loads = pages.map((p) => loader(p.url, p.headers, CONNECTIONS));
    const rounds = Math.ceil(SECONDS / SLICE);
    for (let round = 0; round <= rounds; round++) {
      for (const load of loads) await load.run(SLICE, round > 0);
    }
    const results: LoadResult[] = loads.map((l) => l.result());
    await Promise.all(loads.map((l) => l.stop()));
    results.forEach((r, i) => {
      if (r.errors) throw new Error(`${pages[i]!.label}: ${r.errors} answers other than 200`);
    });

    const bare = results[2]!;
    const kB = (n: number) => (n / 1000).toFixed(1).padStart(9);
    const num = (n: number, width = 9) => n.toFixed(1).padStart(width);
    console.log(
      `\nPages: ${CONNECTIONS} connections, ${rounds * SLICE} s per page in ${SLICE} s turns after a warm-up turn, signed in as ${OWNER} (cookie);` +
        `\nthe reference is the bare antd page rendered for each request (bench/bare-antd/app/dynamic). HTML in kB before compression.`,
    );
    console.log(
      `\n${'page'.padEnd(20)}${'pages/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'x bare'.padStart(9)}${'HTML'.padStart(9)}${'RSC'.padStart(9)}${'styles'.padStart(9)}${'brotli'.padStart(9)}`,
    );
    pages.forEach((p, i) => {
      const [r, s] = [results[i]!, sizes[i]!];
      console.log(
        `${p.label.padEnd(20)}${num(r.rps)}${num(r.p50)}${num(r.p99)}${(r.rps / bare.rps).toFixed(2).padStart(9)}${kB(s.bytes)}${kB(s.rsc)}${kB(s.styles)}${kB(s.brotli)}`,
      );
    });
    const goals: [string, number, number][] = [
      ['/tenant/customers / bare', results[0]!.rps / bare.rps, 2],
      ['/tenant / bare', results[1]!.rps / bare.rps, 3],
    ];
    console.log('\nGoals of the pages, through the production server:');
    for (const [what, value, goal] of goals)
      console.log(
        `  ${what.padEnd(26)}${value.toFixed(2).padStart(7)}x  goal >= ${goal.toFixed(2)}  ${value >= goal ? 'met' : 'NOT met'}`,
      );
  } finally {
    await reference.stop();
  }
}
