/**
 * A local SMTP server that accepts every message and counts it per recipient, for the load run over
 * several instances (scripts/load.ts --instances): it shows whether each queued mail arrived exactly
 * once. Plain SMTP, no TLS or AUTH offered, so nodemailer (SMTP_URL=smtp://127.0.0.1:<port>) sends as is.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SmtpSink {
  url: string;
  /** Messages received per envelope recipient. */
  received: Map<string, number>;
  total: () => number;
  close: () => Promise<void>;
}

export function startSmtpSink(host = '127.0.0.1'): Promise<SmtpSink> {
  const received = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 load-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          // The message ends with a line holding a single dot.
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          for (const to of recipients) received.set(to, (received.get(to) ?? 0) + 1);
          recipients = [];
          reply('250 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-load-sink\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 load-sink');
        else if (verb === 'MAIL') {
          recipients = [];
          reply('250 OK');
        } else if (verb === 'RCPT') {
          recipients.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          // The terminator may follow a blank line right away: keep the CRLF that ends the header block.
          buffer = `\r\n${buffer}`;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 OK'); // RSET, NOOP
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, host, () =>
      resolve({
        url: `smtp://${host}:${(server.address() as AddressInfo).port}`,
        received,
        total: () => [...received.values()].reduce((n, v) => n + v, 0),
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}
