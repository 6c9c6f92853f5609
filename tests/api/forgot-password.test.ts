import tr from '@/messages/tr.json';
import net from 'node:net';
import { drainMail, latestLinkFor, login, nextLinkFor, request, setMailDrain, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

// Each test asks from its own client address, so the per-client limit of one test does not reach another.
const forgot = (email: string, ip: string) =>
  request('POST', '/api/common/Auth/forgot-password', { body: { email }, headers: { 'x-forwarded-for': ip } });
const setPassword = (link: { token: string; userId: string }, password = 'Yeni.2026x') =>
  request('POST', '/api/common/Auth/set-password', {
    body: { token: link.token, userId: link.userId, password, confirmPassword: password },
  });

describe('forgot-password and outstanding links', () => {
  it('leaves an invited user’s activation link working after an anonymous request', async () => {
    const email = 'davetli-kisi@teknik.cari.demo';
    const roles = await request('GET', '/api/tenant/Users/role-options', { token: owner });
    const sales = roles.body.data.find((r: { name: string }) => r.name === 'Satış').id;
    const invite = await request('POST', '/api/tenant/Users/invite', {
      token: owner,
      body: { name: 'Davetli', surname: 'Kişi', email, roleIds: [sales] },
    });
    expect(invite.status).toBe(201);
    const invitation = latestLinkFor(email);

    expect((await forgot(email, '192.0.2.1')).status).toBe(200);
    const second = await nextLinkFor(email, invitation.token);

    expect((await setPassword(invitation)).status).toBe(200);
    await login(email, 'Yeni.2026x');
    // Whichever link is used first cancels the others.
    expect((await setPassword(second, 'Baska.2026x')).body.error.code).toBe('invalid_token');
  });

  it('keeps an earlier reset link valid when another is requested, until one is used', async () => {
    const email = 'owner@yapi.cari.demo';
    expect((await forgot(email, '192.0.2.2')).status).toBe(200);
    const first = await nextLinkFor(email);
    expect((await forgot(email, '192.0.2.2')).status).toBe(200);
    const second = await nextLinkFor(email, first.token);
    expect((await setPassword(first)).status).toBe(200);
    expect((await setPassword(second)).status).toBe(400);
  });
});

describe('forgot-password rate limit', () => {
  it('answers the 6th request for one address within 15 minutes with 429, known or not', async () => {
    for (const [email, known] of [
      ['owner@teknik.cari.demo', true],
      ['kimse-yok@example.com', false],
    ] as const) {
      let previous: string | undefined;
      for (let i = 0; i < 5; i++) {
        expect((await forgot(email, `192.0.2.${10 + i}`)).status).toBe(200);
        // wait for each mail, so the next request is not counted before this one is sent
        if (known) previous = (await nextLinkFor(email, previous)).token;
      }
      const blocked = await forgot(email, '192.0.2.20');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toEqual({ code: 'too_many_requests', message: expect.stringMatching(/15 dakika/) });
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    }
    expect((await forgot('baska-biri@example.com', '192.0.2.21')).status).toBe(200);
  });

  it('lets exactly 5 of 30 parallel requests for one address through (the count is atomic)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => forgot('paralel-kimse@example.com', `203.0.113.${100 + i}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25);
  });

  it('limits one client address to 20 requests across addresses', async () => {
    const ip = '198.51.100.50';
    for (let i = 0; i < 20; i++) expect((await forgot(`bilinmeyen${i}@example.com`, ip)).status).toBe(200);
    const blocked = await forgot('bilinmeyen-son@example.com', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(tr.ApiErrors.too_many_requests.replace('{minutes}', '15'));
    expect((await forgot('bilinmeyen-son@example.com', '198.51.100.51')).status).toBe(200);
  });
});

/** An SMTP server that waits `delayMs` before its greeting, then accepts every message. */
function slowSmtpServer(delayMs: number) {
  let received = 0;
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = '';
    const timer = setTimeout(() => socket.write('220 slow.test ESMTP\r\n'), delayMs);
    socket.on('close', () => clearTimeout(timer));
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      if (data) {
        if (!buffer.includes('\r\n.\r\n')) return;
        data = false;
        buffer = '';
        received++;
        socket.write('250 queued\r\n');
        return;
      }
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (line.startsWith('EHLO')) socket.write('250-slow.test\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          socket.write('354 go on\r\n');
          return;
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return {
    server,
    received: () => received,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
  };
}

describe('forgot-password timing', () => {
  it('answers as fast for an existing address as for an unknown one, even when mail is slow', async () => {
    const smtp = slowSmtpServer(1500);
    process.env.SMTP_URL = `smtp://127.0.0.1:${await smtp.listen()}`;
    // The answer is timed alone: the outbox worker (drainMail below) sends after it.
    setMailDrain(false);
    try {
      const timed = async (email: string, ip: string) => {
        const started = Date.now();
        expect((await forgot(email, ip)).status).toBe(200);
        return Date.now() - started;
      };
      const unknown = await timed('hic-olmayan@example.com', '203.0.113.60');
      const known = await timed('satis@teknik.cari.demo', '203.0.113.61');
      expect(unknown).toBeLessThan(500);
      expect(known).toBeLessThan(500);
      // The mail itself still goes out, after the answer.
      const deadline = Date.now() + 10_000;
      while (smtp.received() < 1 && Date.now() < deadline) {
        await drainMail();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(smtp.received()).toBe(1);
    } finally {
      delete process.env.SMTP_URL;
      setMailDrain(true);
      smtp.server.close();
    }
  });
});
