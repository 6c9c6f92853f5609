import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { api } from '@/lib/server/api/app';
import { auditLog } from '@/lib/server/db/schema';
import { ParseBudget } from '@/lib/server/services/customers/import-limits';
import { login, request, startTestApp } from './harness';
import { nothingOpen, openOnDatabase } from './open-transactions';
import { demoIds, permissionIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
/** What was open on the database each time the upload's parse paused (every row or so). */
let openAtParse: ReturnType<typeof openOnDatabase>[];

beforeAll(async () => {
  app = await startTestApp();
  [owner, satis] = await Promise.all(['owner@teknik.cari.demo', 'satis@teknik.cari.demo'].map((e) => login(e)));
  // Reading a file and checking its rows pause on the import's parse budget (import-limits.ts).
  const pause = ParseBudget.prototype.pause;
  jest.spyOn(ParseBudget.prototype, 'pause').mockImplementation(function (this: ParseBudget) {
    openAtParse.push(openOnDatabase(app));
    return pause.call(this);
  });
});
beforeEach(() => {
  openAtParse = [];
});
afterAll(async () => {
  jest.restoreAllMocks();
  await app.close();
});

const base = '/api/tenant/Customers';

function upload(step: 'preview' | 'commit', token: string, file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return api.request(`${base}/import/${step}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const csv = (names: string[]) =>
  new File([['Ad / Unvan;E-posta', ...names.map((n, i) => `${n};aktarim${i}@example.com`)].join('\r\n')], 'a.csv', {
    type: 'text/csv',
  });
const found = async (searchText: string) =>
  (await request('GET', `${base}?searchText=${encodeURIComponent(searchText)}`, { token: owner })).body.data
    .totalCount as number;

describe('an uploaded customer file', () => {
  it('is read and checked with no transaction open, before the preview matches and the commit writes', async () => {
    const file = csv(['Aktarım Deneme Ltd', 'Aktarım İkinci AŞ']);
    const preview = await upload('preview', owner, file);
    expect(preview.status).toBe(200);
    expect((await preview.json()).data).toMatchObject({ validCount: 2, errorCount: 0, existingCount: 0 });
    expect(openAtParse.length).toBeGreaterThan(0);
    // On PostgreSQL the request's transaction has committed and its connection is back; on PGlite
    // its one session is in no transaction.
    expect(new Set(openAtParse.map((o) => JSON.stringify(o)))).toEqual(new Set([JSON.stringify(nothingOpen)]));

    openAtParse = [];
    const commit = await upload('commit', owner, file);
    expect(commit.status).toBe(201);
    expect((await commit.json()).data).toEqual({ created: 2, updated: 0, skipped: 0, rejected: 0 });
    expect(openAtParse.length).toBeGreaterThan(0);
    expect(new Set(openAtParse.map((o) => JSON.stringify(o)))).toEqual(new Set([JSON.stringify(nothingOpen)]));
    expect(await found('Aktarım Deneme')).toBe(1);
  });

  it('reads an xlsx workbook the same way', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sayfa1');
    ws.addRow(['Ad / Unvan', 'E-posta']);
    ws.addRow(['Aktarım Tablo Ltd', 'tablo@example.com']);
    const bytes = new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    const res = await upload('commit', owner, new File([bytes], 'tablo.xlsx'));
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ created: 1 });
    expect(openAtParse.length).toBeGreaterThan(0);
    expect(new Set(openAtParse.map((o) => JSON.stringify(o)))).toEqual(new Set([JSON.stringify(nothingOpen)]));
  });

  it('refuses `update` to a user who may not edit customers, before reading the file, and audits the refusal', async () => {
    const ids = await demoIds(app);
    const role = (await request('GET', `/api/tenant/Roles/${ids.teknikSalesRole}`, { token: owner })).body.data;
    const narrowed = await request('PUT', `/api/tenant/Roles/${role.id}`, {
      token: owner,
      body: {
        name: role.name,
        description: role.description,
        permissionIds: await permissionIds(app, ['customers.view', 'customers.create']),
        version: role.version,
      },
    });
    expect(narrowed.status).toBe(200);
    const res = await upload('commit', satis, csv(['Aktarım Yetkisiz Ltd']), { mode: 'update' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
    expect(openAtParse).toEqual([]);
    expect(await found('Aktarım Yetkisiz')).toBe(0);
    const refusals = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access.denied'), eq(auditLog.userId, ids.satis)));
    expect(refusals.map((r) => r.entityId)).toEqual(['POST /api/tenant/Customers/import/commit']);
  });
});
