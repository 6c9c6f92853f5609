import fs from 'node:fs';
import path from 'node:path';
import { tenantModuleList } from '@/lib/modules/tenant-modules';
import tr from '@/messages/tr.json';
import committed from './client-namespaces.json';
import { pageFiles, routeOf, scanClientNamespaces } from './client-namespaces-scan';

const root = path.join(__dirname, '../..');
const scanned = scanClientNamespaces(root);

describe('the messages each page sends to the browser', () => {
  it('are what the source uses (run `npm run i18n:namespaces` after changing a component)', () => {
    expect(committed).toEqual(scanned);
  });

  it('are namespaces the catalogue has', () => {
    const all = [...scanned.root, ...Object.values(scanned.pages).flat()];
    expect(all.filter((ns) => !(ns in tr))).toEqual([]);
  });

  it('are provided by every page that translates on the client, under its own route', () => {
    // A module's page names its module; the descriptor's route (or `detail`) is the page's route.
    const wiredAs = (route: string) => [
      `withPageMessages('${route}', `,
      ...tenantModuleList.filter((m) => m.route === route).map((m) => `modulePage('${m.key}', `),
      ...tenantModuleList.filter((m) => m.detail === route).map((m) => `moduleDetailPage('${m.key}', `),
    ];
    const unwired = pageFiles(root)
      .map((file) => ({
        file: path.relative(root, file),
        route: routeOf(root, file),
        source: fs.readFileSync(file, 'utf8'),
      }))
      .filter(({ route }) => route in scanned.pages)
      .filter(({ route, source }) => !wiredAs(route).some((call) => source.includes(call)))
      .map(({ file }) => file);
    expect(unwired).toEqual([]);
  });

  it('finds the namespaces of a page through its imports, lazy ones and the kit list screens included', () => {
    expect(scanned.pages['/tenant/customers']).toEqual(
      expect.arrayContaining(['CustomersPage', 'CustomerForm', 'CustomerImport', 'Validation', 'PageAccess']),
    );
    expect(scanned.pages['/tenant/customers']).not.toContain('Audit');
    expect(scanned.pages['/auth/login']).not.toContain('Shell');
    expect(scanned.root).toEqual(expect.arrayContaining(['Shell', 'Gate', 'ErrorPage', 'Notifications']));
  });
});
