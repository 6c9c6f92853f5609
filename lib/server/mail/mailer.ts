import 'server-only';

import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { serverConfig } from '../config/env';
import { log } from '../log';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** e.g. the PDF of an offer or invoice; `cid` makes it an inline image of the HTML (`<img src="cid:…">`) */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/** Something that delivers one mail now or throws: SMTP, the .eml folder, or a test's stand-in. */
export type MailTransport = (mail: Mail) => Promise<void>;

/**
 * Sends through SMTP_URL; without it writes an .eml file (mode 0600) to DATA_DIR/outbox so links
 * work offline. Causes do not call it: they enqueue (mail/outbox.ts) and the worker calls this.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const cfg = serverConfig();
  if (cfg.smtpUrl) {
    // Bounded waits: a claimed outbox row is leased for OUTBOX_LEASE_MS, and a send that outlived
    // the lease could be sent a second time by another worker.
    await nodemailer
      .createTransport({ url: cfg.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
      .sendMail({ from: cfg.mailFrom, ...mail });
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from: cfg.mailFrom, ...mail });
  const dir = path.join(cfg.dataDir, 'outbox');
  // The files hold set-password links: only the server's own user may read them.
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
  // Written aside and renamed: whoever watches the folder never reads a half-written message.
  await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
  await fs.rename(`${file}.part`, file);
  // Never the link itself: a log is read by more people and kept longer than the outbox.
  if (process.env.NODE_ENV !== 'test') log.info('[mail] written', { subject: mail.subject, to: mail.to, file });
}
