// npm run i18n:namespaces: writes lib/i18n/client-namespaces.json, the message namespaces each page's
// client components use (lib/i18n/client-namespaces-scan.ts). A unit test fails while it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { scanClientNamespaces } from '../lib/i18n/client-namespaces-scan';

const root = path.join(__dirname, '..');
const file = path.join(root, 'lib/i18n/client-namespaces.json');
fs.writeFileSync(file, JSON.stringify(scanClientNamespaces(root), null, 2) + '\n');
console.log(`wrote ${path.relative(root, file)}`);
