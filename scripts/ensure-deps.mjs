// Installs the locked dependencies when node_modules is missing or older than package-lock.json.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync('package-lock.json').mtimeMs;
if (stale) execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
