import { and, eq } from 'drizzle-orm';
import { api } from '@/lib/server/api/app';
import { customers, invoices, mailOutbox, offers, tenantLogos, tenants } from '@/lib/server/db/schema';
import { login, request, setMailDrain, startTestApp } from './harness';

const UNREADABLE = 'Logo dosyası okunamadı, bozuk olabilir. Lütfen başka bir resim yükleyin.';
// A 1×1 PNG and a 1×1 grey baseline JPEG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from(
  '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);
/** The right first bytes, then nothing an image decoder can read. */
const brokenPng = Buffer.concat([png.subarray(0, 8), Buffer.from('garbage garbage garbage')]);
const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let musteri: string;
let tenantId: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, musteri] = await Promise.all([login('owner@teknik.cari.demo'), login('musteri@teknik.cari.demo')]);
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
});
afterAll(() => app.close());

const upload = (bytes: Buffer) =>
  request('PUT', '/api/tenant/Settings/general/logo', {
    token: owner,
    body: { dataUrl: `data:image/png;base64,${bytes.toString('base64')}` },
  });

const pdf = async (url: string, token: string) => {
  const res = await api.request(url, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    head: Buffer.from(await res.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  };
};

describe('logo upload', () => {
  it.each([
    ['PNG', brokenPng],
    ['JPEG', brokenJpeg],
    ['PNG cut short', png.subarray(0, png.length - 20)],
  ])('refuses a %s with valid magic bytes that is not a readable image', async (_, bytes) => {
    const res = await upload(bytes);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ logo: UNREADABLE });
  });

  it('takes a real PNG and JPEG', async () => {
    expect((await upload(png)).body.data).toMatchObject({ mimeType: 'image/png' });
    expect((await upload(jpeg)).body.data).toMatchObject({ mimeType: 'image/jpeg' });
  });
});

describe('a stored logo that cannot be read', () => {
  beforeAll(async () => {
    // As if uploaded before uploads were decoded.
    await app.db
      .insert(tenantLogos)
      .values({ tenantId, mimeType: 'image/png', data: brokenPng.toString('base64'), size: brokenPng.length })
      .onConflictDoUpdate({
        target: tenantLogos.tenantId,
        set: { mimeType: 'image/png', data: brokenPng.toString('base64'), updatedAt: new Date() },
      });
  });

  it('leaves the PDFs without a logo instead of failing them, and says so in the log once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const [offer] = await app.db.select().from(offers).where(eq(offers.tenantId, tenantId)).limit(1);
      const [invoice] = await app.db.select().from(invoices).where(eq(invoices.tenantId, tenantId)).limit(1);
      expect(await pdf(`/api/tenant/Offers/${offer!.id}/pdf`, owner)).toEqual({ status: 200, head: '%PDF-' });
      expect(await pdf(`/api/tenant/Invoices/${invoice!.id}/pdf`, owner)).toEqual({ status: 200, head: '%PDF-' });
      expect(await pdf('/api/customer/Statement/pdf', musteri)).toEqual({ status: 200, head: '%PDF-' });
      const logged = warn.mock.calls.filter(([line]) => String(line).startsWith('Tenant logo unreadable'));
      expect(logged).toHaveLength(1);
      expect(String(logged[0]![0])).toContain(`tenantId="${tenantId}"`);
    } finally {
      warn.mockRestore();
    }
  });

  it('still sends an offer by mail, with its PDF and without the logo', async () => {
    setMailDrain(false);
    try {
      const [isik] = await app.db
        .select()
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.name, 'Işık Yapı')));
      const [source] = await app.db
        .select()
        .from(offers)
        .where(and(eq(offers.customerId, isik!.id), eq(offers.status, 'sent')))
        .limit(1);
      const copy = (await request('POST', `/api/tenant/Offers/${source!.id}/copy`, { token: owner })).body.data;
      const sent = await request('POST', `/api/tenant/Offers/${copy.id}/send`, {
        token: owner,
        body: { version: copy.version },
      });
      expect(sent.status).toBe(200);
      const [mail] = await app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, sent.body.data.to), eq(mailOutbox.status, 'pending')));
      expect(mail!.attachments!.map((a) => a.contentType)).toEqual(['application/pdf']);
    } finally {
      setMailDrain(true);
    }
  });
});
