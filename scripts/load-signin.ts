/**
 * The sign-in limit of the load over several instances: a burst of wrong passwords for one account from
 * one client address, sent in parallel through the proxy (which spreads it over the instances), must get
 * exactly MAX_FAILURES_PER_CLIENT_AND_ACCOUNT answers that check the password and 429 for the rest, as
 * on one instance. Each request also claims a different X-Forwarded-For of its own, which must count for
 * nothing: the proxy appends the real peer, the last entry, which is what the app counts (TRUST_PROXY).
 */
import http from 'node:http';

export interface SigninBurst {
  statuses: Map<number, number>;
  clientAddress: string;
}

/** POSTs JSON from `localAddress` (any 127.x address is this machine), answering the status. */
function postFrom(url: string, body: unknown, localAddress: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function signinBurst(base: string, email: string, attempts: number): Promise<SigninBurst> {
  const clientAddress = '127.0.0.77';
  const results = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      postFrom(`${base}/api/common/Auth/login`, { email, password: `Wrong.${i}.pass` }, clientAddress, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      }),
    ),
  );
  const statuses = new Map<number, number>();
  for (const status of results) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return { statuses, clientAddress };
}
