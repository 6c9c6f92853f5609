import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverConfig } from '@/lib/server/config/env';
import { sendMail } from '@/lib/server/mail/mailer';

describe('mail and secrets', () => {
  const env = process.env as Record<string, string | undefined>;

  it('writes the outbox file with mode 0600 and never logs the link', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      const link = 'http://localhost:3000/set-password?token=secret-token-123&userId=u1';
      await sendMail({ to: 'mode@example.com', subject: 'Aktivasyon', text: `Bağlantı: ${link}` });
      const dir = path.join(process.env.DATA_DIR!, 'outbox');
      const file = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('-mode@example.com.eml'))
        .sort()
        .at(-1)!;
      expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
      expect(fs.statSync(dir).mode & 0o077).toBe(0);
      const logged = info.mock.calls.flat().join(' ');
      expect(logged).toContain('mode@example.com');
      expect(logged).not.toContain('secret-token-123');
    } finally {
      env.NODE_ENV = before;
      info.mockRestore();
    }
  });

  it('seeds the demo in production only when SEED_DEMO=true says so', () => {
    const saved = { NODE_ENV: env.NODE_ENV, SEED_DEMO: env.SEED_DEMO };
    try {
      env.NODE_ENV = 'production';
      delete env.SEED_DEMO;
      expect(serverConfig().seedDemo).toBe(false);
      env.SEED_DEMO = 'true';
      expect(serverConfig().seedDemo).toBe(true);
      env.NODE_ENV = 'development';
      delete env.SEED_DEMO;
      expect(serverConfig().seedDemo).toBe(true);
    } finally {
      Object.assign(env, saved);
    }
  });

  it.each([
    ['missing', undefined, /AUTH_SECRET is not set/],
    ['short', 'kisa-bir-sir', /shorter than 32 bytes/],
    ['a known default', 'e2e-secret-of-at-least-thirty-two-bytes-0123456789', /default or placeholder/],
    ['a placeholder', 'change-me-change-me-change-me-change-me', /default or placeholder/],
  ])('refuses to start with a %s AUTH_SECRET', (_label, secret, message) => {
    const cwd = fs.mkdtempSync(path.join(process.cwd(), '.tmp-secret-'));
    try {
      // An empty working directory: no .env.local that could supply a secret.
      const childEnv: NodeJS.ProcessEnv = { PATH: env.PATH ?? '', NODE_ENV: 'production', PORT: '0' };
      if (secret) childEnv.AUTH_SECRET = secret;
      const run = spawnSync(process.execPath, [path.join(process.cwd(), 'server.mjs')], {
        cwd,
        env: childEnv,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(message);
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  });
});
