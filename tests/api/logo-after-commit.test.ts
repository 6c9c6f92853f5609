import { Worker } from 'node:worker_threads';
import { and, eq } from 'drizzle-orm';
import { api } from '@/lib/server/api/app';
import { auditLog, tenantLogos } from '@/lib/server/db/schema';
import tr from '@/messages/tr.json';
import { login, request, startTestApp } from './harness';
import { nothingOpen, openOnDatabase } from './open-transactions';
import { demoIds } from './tenant-fixtures';

// A 1×1 PNG and a 1×1 grey baseline JPEG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from(
  '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
/** What was open on the database when each test PDF started rendering. */
let openAtRender: ReturnType<typeof openOnDatabase>[];
let failRender = false;

beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  owner = await login('owner@teknik.cari.demo');
  // The logo's test PDF is posted to the PDF worker (lib/server/pdf/render.ts): that is where it starts rendering.
  const post = Worker.prototype.postMessage;
  jest.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, message, transfer) {
    if ((message as { doc?: unknown }).doc) {
      openAtRender.push(openOnDatabase(app));
      if (failRender) throw new Error('render failed');
    }
    return post.call(this, message, transfer);
  });
});
beforeEach(() => {
  openAtRender = [];
  failRender = false;
});
afterAll(async () => {
  jest.restoreAllMocks();
  await app.close();
});

const upload = (bytes: Buffer, token = owner) =>
  request('PUT', '/api/tenant/Settings/general/logo', {
    token,
    body: { dataUrl: `data:image/png;base64,${bytes.toString('base64')}` },
  });
/** An upload whose body is only read when the route reads it, noting what is open on the database then. */
async function streamedUpload(bytes: Buffer, openAtRead: ReturnType<typeof openOnDatabase>[]) {
  const body = new TextEncoder().encode(
    JSON.stringify({ dataUrl: `data:image/png;base64,${bytes.toString('base64')}` }),
  );
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        openAtRead.push(openOnDatabase(app));
        controller.enqueue(body);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const res = await api.request('/api/tenant/Settings/general/logo', {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${owner}`,
      'content-type': 'application/json',
      'content-length': String(body.length),
    },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: await res.json() };
}
const stored = async () => (await app.db.select().from(tenantLogos).where(eq(tenantLogos.tenantId, ids.teknik)))[0];
const audited = async (action: string) =>
  (
    await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, ids.teknik), eq(auditLog.action, action)))
  ).length;

describe('an uploaded logo', () => {
  it('is read and drawn on a test PDF with no transaction open, then stored with its audit row and a new logo version', async () => {
    const openAtRead: ReturnType<typeof openOnDatabase>[] = [];
    const res = await streamedUpload(png, openAtRead);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mimeType: 'image/png', size: png.length });
    // On PostgreSQL the request's transaction has committed and its connection is back; on PGlite
    // its one session is in no transaction.
    expect(openAtRead).toEqual([nothingOpen]);
    expect(openAtRender).toEqual([nothingOpen]);
    const row = await stored();
    expect(row).toMatchObject({ mimeType: 'image/png', size: png.length, data: png.toString('base64') });
    expect(await audited('settings.logo.update')).toBe(1);
    const branding = await request('GET', '/api/tenant/Settings/branding', { token: owner });
    expect(branding.body.data.logoVersion).toBe(String(row!.updatedAt.getTime()));
  });

  it('answers 400 at the logo and stores nothing when the test PDF fails', async () => {
    const before = await stored();
    failRender = true;
    const res = await upload(jpeg);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ logo: tr.Validation.logoUnreadable });
    expect(openAtRender).toEqual([nothingOpen]);
    expect(await stored()).toEqual(before);
    expect(await audited('settings.logo.update')).toBe(1);
  });

  it('refuses a broken image before any PDF, storing nothing', async () => {
    const before = await stored();
    const res = await upload(Buffer.concat([png.subarray(0, 8), Buffer.from('garbage garbage garbage')]));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ logo: tr.Validation.logoUnreadable });
    expect(openAtRender).toEqual([]);
    expect(await stored()).toEqual(before);
    expect(await audited('settings.logo.update')).toBe(1);
  });

  it('is refused without settings.update before it is read, and the refusal is audited', async () => {
    const res = await upload(png, await login('satis@teknik.cari.demo'));
    expect(res.status).toBe(403);
    expect(openAtRender).toEqual([]);
    const refusals = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access.denied'), eq(auditLog.userId, ids.satis)));
    expect(refusals.map((r) => r.entityId)).toEqual(['PUT /api/tenant/Settings/general/logo']);
  });
});
