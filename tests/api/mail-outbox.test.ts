import net from 'node:net';
import { eq, like } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '@/lib/server/db/schema';
import type { Mail, MailTransport } from '@/lib/server/mail/mailer';
import { drainOutbox, enqueueMail, OUTBOX_MAX_ATTEMPTS } from '@/lib/server/mail/outbox';
import { login, request, setMailDrain, startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  owner = await login('owner@teknik.cari.demo');
  // This file sends the outbox itself, with the transports it means to test.
  setMailDrain(false);
});
afterAll(() => app.close());

const invite = (email: string) =>
  request('POST', '/api/tenant/Users/invite', {
    token: owner,
    body: { name: 'Can', surname: 'Yıldız', email, roleIds: [ids.teknikSalesRole] },
  });

/** A port nothing listens on: SMTP there answers ECONNREFUSED, like a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Real SMTP (nodemailer) against an unreachable server. */
const unreachableSmtp = (port: number): MailTransport => {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, connectionTimeout: 2000 });
  return async (mail) => {
    await transport.sendMail({ from: 'Cari <no-reply@cari.test>', ...mail });
  };
};

/** A mail server that answers: records what it got. */
function recording(delayMs = 0) {
  const sent: Mail[] = [];
  const transport: MailTransport = async (mail) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    sent.push(mail);
  };
  return { sent, transport };
}

const rowsTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const inFuture = (ms: number) => () => new Date(Date.now() + ms);

describe('mail outbox', () => {
  it('answers an invitation while SMTP is down, keeps the mail pending, and sends it once SMTP answers', async () => {
    const email = 'smtp.kapali@teknik.cari.demo';
    const res = await invite(email);
    expect(res.status).toBe(201);

    const [queued] = await rowsTo(email);
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(queued!.text).toContain('/set-password?token=');

    const down = await drainOutbox(app.db, unreachableSmtp(await closedPort()));
    expect(down).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [pending] = await rowsTo(email);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(pending!.lastError).toMatch(/ECONNREFUSED|connect/i);
    // the next attempt waits (backoff): draining again at once sends nothing
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    const early = recording();
    expect(await drainOutbox(app.db, early.transport)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(early.sent).toHaveLength(0);

    // SMTP answers again; once the retry is due the mail goes out, once.
    const up = recording();
    expect(await drainOutbox(app.db, up.transport, { now: inFuture(60_000) })).toMatchObject({ sent: 1 });
    expect(await drainOutbox(app.db, up.transport, { now: inFuture(24 * 3_600_000) })).toMatchObject({ sent: 0 });
    expect(up.sent.map((m) => m.to)).toEqual([email]);
    const [sent] = await rowsTo(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null, text: null });

    // the link that went out works
    const url = new URL(up.sent[0]!.text.match(/https?:\/\/\S+\/set-password\?\S+/)![0]);
    const set = await request('POST', '/api/common/Auth/set-password', {
      body: {
        token: url.searchParams.get('token'),
        userId: url.searchParams.get('userId'),
        password: 'Yeni.12345',
        confirmPassword: 'Yeni.12345',
      },
    });
    expect(set.status).toBe(200);
  });

  it('queues nothing when the cause rolls back', async () => {
    const email = 'iki.kez@teknik.cari.demo';
    expect((await invite(email)).status).toBe(201);
    expect((await invite(email)).status).toBe(409);
    expect(await rowsTo(email)).toHaveLength(1);
  });

  it('keeps an invoice PDF attachment intact through the queue', async () => {
    await enqueueMail(app.db, {
      to: 'ek@example.com',
      subject: 'Ekli',
      text: 'Ek',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from([0, 1, 2, 255]) }],
    });
    const box = recording();
    await drainOutbox(app.db, box.transport);
    const mail = box.sent.find((m) => m.to === 'ek@example.com')!;
    expect(mail.attachments).toEqual([
      { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from([0, 1, 2, 255]) },
    ]);
    const [row] = await rowsTo('ek@example.com');
    expect(row!.attachments).toBeNull();
  });

  it('gives up after the last attempt and keeps the error', async () => {
    await enqueueMail(app.db, { to: 'hep.hata@example.com', subject: 'Hata', text: 'x' });
    const broken: MailTransport = async () => {
      throw new Error('550 mailbox unavailable');
    };
    let results = { sent: 0, retried: 0, failed: 0 };
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i++) {
      // A second ahead: the row's next_attempt_at is the database's now() in microseconds, which
      // Date.now() in milliseconds may not have reached yet right after the insert.
      const r = await drainOutbox(app.db, broken, { now: inFuture(1000 + i * 2 * 3_600_000) });
      results = {
        sent: results.sent + r.sent,
        retried: results.retried + r.retried,
        failed: results.failed + r.failed,
      };
    }
    expect(results).toEqual({ sent: 0, retried: OUTBOX_MAX_ATTEMPTS - 1, failed: 1 });
    const [row] = await rowsTo('hep.hata@example.com');
    expect(row).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
    });
    const later = recording();
    await drainOutbox(app.db, later.transport, { now: inFuture(30 * 24 * 3_600_000) });
    expect(later.sent.filter((m) => m.to === 'hep.hata@example.com')).toHaveLength(0);
  });

  it('never sends a row twice with several workers draining at once', async () => {
    const count = 60;
    for (let i = 0; i < count; i++) {
      await enqueueMail(app.db, { to: `yuk${i}@example.com`, subject: `yuk ${i}`, text: 'x' });
    }
    // Four workers, small claims and a slow mail server: on PostgreSQL (DATABASE_URL) their claim
    // transactions run at once on separate connections and meet on the same rows.
    const box = recording(3);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => drainOutbox(app.db, box.transport, { limit: 3 })),
    );
    const subjects = box.sent.map((m) => m.subject).filter((s) => s.startsWith('yuk '));
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(count);
    // more than one worker took part
    expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    const rows = await app.db.select().from(mailOutbox).where(like(mailOutbox.to, 'yuk%'));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
