import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Every API test file gets its own data folder (outbox) and a fixed test secret.
process.env.AUTH_SECRET ??= 'test-secret-of-at-least-thirty-two-bytes-0123456789';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cari-api-'));
process.env.APP_URL = 'http://cari.test';

// PGlite's first start and argon2 hashing of the demo seed take a few seconds per file.
jest.setTimeout(60_000);
