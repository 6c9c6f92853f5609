// AUTH_SECRET must be shared by the edge middleware and the API. When the environment has none,
// generate one into .env.local (mode 0600), which Next loads for both runtimes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

const file = '.env.local';
const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
if (!process.env.AUTH_SECRET && !/^AUTH_SECRET=.{32,}$/m.test(existing)) {
  const line = `AUTH_SECRET=${randomBytes(48).toString('base64url')}\n`;
  fs.writeFileSync(file, existing + (existing && !existing.endsWith('\n') ? '\n' : '') + line, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  console.log('Generated AUTH_SECRET into .env.local');
}
