import { Worker } from 'node:worker_threads';
import { and, eq } from 'drizzle-orm';
import { Pool } from 'pg';
import { extractText, getDocumentProxy } from 'unpdf';
import { api } from '@/lib/server/api/app';
import { customers, tenants } from '@/lib/server/db/schema';
import { tenantPoolOf } from '@/lib/server/db/tenant-scope';
import { login, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let musteri: string;
let customerId: string;
/** The connections of the app's pools checked out when each PDF started rendering. */
let heldAtRender: number[];
let failRender = false;

const held = (pool: Pool | undefined) => (pool ? pool.totalCount - pool.idleCount : 0);

beforeAll(async () => {
  app = await startTestApp();
  [owner, musteri] = await Promise.all(['owner@teknik.cari.demo', 'musteri@teknik.cari.demo'].map((e) => login(e)));
  const tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  customerId = (
    await app.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.name, 'Işık Yapı')))
  )[0]!.id;
  // Every document is posted to the PDF worker (lib/server/pdf/render.ts): that is where it starts rendering.
  const post = Worker.prototype.postMessage;
  jest.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, message, transfer) {
    if ((message as { doc?: unknown }).doc) {
      const platform = (app.db as { $client?: unknown }).$client;
      heldAtRender.push(held(tenantPoolOf(app.db)) + (platform instanceof Pool ? held(platform) : 0));
      if (failRender) throw new Error('render failed');
    }
    return post.call(this, message, transfer);
  });
});
beforeEach(() => {
  heldAtRender = [];
  failRender = false;
});
afterAll(async () => {
  jest.restoreAllMocks();
  await app.close();
});

const get = (url: string, token = owner) => api.request(url, { headers: { authorization: `Bearer ${token}` } });
const firstId = async (url: string, token = owner) => (await (await get(url, token)).json()).data.items[0].id as string;
const statementUrl = () => `/api/tenant/Customers/${customerId}/Statement/pdf`;

describe('a PDF rendered after the request’s transaction', () => {
  it('holds no pooled connection while rendering and answers the same document', async () => {
    const res = await get(statementUrl());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ekstre-Isik-Yapi.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain('CARİ HESAP EKSTRESİ');
    expect(text).toContain('Müşteri: Işık Yapı');
    // On PGlite there is no pool (nothing is held for a request at all); on PostgreSQL the tenant's
    // transaction has committed and its connection is back before the render starts.
    expect(heldAtRender).toEqual([0]);
  });

  it('renders invoices, offers and the portal’s documents the same way', async () => {
    const [invoice, offer, portalInvoice] = await Promise.all([
      firstId('/api/tenant/Invoices?status=issued'),
      firstId('/api/tenant/Offers'),
      firstId('/api/customer/Documents?kind=invoice', musteri),
    ]);
    const documents: [string, string, RegExp][] = [
      [`/api/tenant/Invoices/${invoice}/pdf`, owner, /^attachment; filename="[^"]+\.pdf"$/],
      [`/api/tenant/Offers/${offer}/pdf`, owner, /^inline; filename="[^"]+\.pdf"$/],
      [
        `/api/customer/Documents/invoices/${portalInvoice}/pdf?download=1`,
        musteri,
        /^attachment; filename="[^"]+\.pdf"$/,
      ],
      ['/api/customer/Statement/pdf', musteri, /^attachment; filename="ekstre-[^"]+\.pdf"$/],
    ];
    for (const [url, token, disposition] of documents) {
      const res = await get(url, token);
      expect([url, res.status, res.headers.get('content-type')]).toEqual([url, 200, 'application/pdf']);
      expect(res.headers.get('content-disposition')).toMatch(disposition);
      expect((await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))).numPages).toBeGreaterThan(0);
    }
    expect(heldAtRender).toEqual([0, 0, 0, 0]);
  });

  it('answers a failed render with the error JSON, without the file’s headers', async () => {
    failRender = true;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await get(statementUrl());
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect((await res.json()).error.code).toBe('internal_error');
    expect(heldAtRender).toEqual([0]);
  });

  it('still answers 404 for an unknown document, before anything renders', async () => {
    const res = await get('/api/tenant/Customers/00000000-0000-4000-8000-000000000000/Statement/pdf');
    expect(res.status).toBe(404);
    expect(heldAtRender).toEqual([]);
  });
});
