import { and, eq } from 'drizzle-orm';
import { auditLog } from '@/lib/server/db/schema';
import { api } from '@/lib/server/api/app';
import { login, request, startTestApp } from './harness';
import { forgetSavedSettings } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  await forgetSavedSettings(app);
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const png = Buffer.from(PNG_BASE64, 'base64');
const valid = {
  companyName: 'Demo Teknik Servis A.Ş.',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  address: 'Moda Cad. 1, Kadıköy / İstanbul',
  phone: '+90 216 555 01 01',
  email: 'Muhasebe@Teknik.cari.demo',
  currency: 'TRY',
  defaultVatRate: 20,
};

const upload = (token: string, bytes: Uint8Array, filename = 'logo.png', type = 'image/png') => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], filename, { type }));
  return api.request('/api/tenant/Settings/general/logo', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

describe('GET and PUT /api/tenant/Settings/general', () => {
  it('answers defaults from the tenant record at version 0 before the first save', async () => {
    const res = await request('GET', '/api/tenant/Settings/general', { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      companyName: 'Demo Teknik Servis',
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      mersisNumber: null,
      address: null,
      district: null,
      city: null,
      postalCode: null,
      tradeRegistryNumber: null,
      phone: '+90 216 555 01 01',
      email: 'owner@teknik.cari.demo',
      currency: 'TRY',
      defaultVatRate: 20,
      eInvoiceScenario: 'TEMELFATURA',
      logo: null,
      version: 0,
    });
  });

  it('saves, audits and versions the settings; a stale version answers 409', async () => {
    const first = await request('PUT', '/api/tenant/Settings/general', {
      token: owner,
      body: { ...valid, version: 0 },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ ...valid, email: 'muhasebe@teknik.cari.demo', version: 1 });
    const second = await request('PUT', '/api/tenant/Settings/general', {
      token: owner,
      body: { ...valid, defaultVatRate: 10, address: '', version: 1 },
    });
    expect(second.body.data).toMatchObject({ defaultVatRate: 10, address: null, version: 2 });
    const stale = await request('PUT', '/api/tenant/Settings/general', {
      token: owner,
      body: { ...valid, version: 1 },
    });
    expect(stale.status).toBe(409);
    const again = await request('PUT', '/api/tenant/Settings/general', {
      token: owner,
      body: { ...valid, version: 0 },
    });
    expect(again.status).toBe(409);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.general.update')));
    expect(audit).toHaveLength(2);
  });

  it('validates with Turkish field messages', async () => {
    const res = await request('PUT', '/api/tenant/Settings/general', {
      token: owner,
      body: {
        companyName: '',
        taxNumber: '12345',
        phone: 'abc',
        email: 'x@',
        currency: 'JPY',
        defaultVatRate: 18,
        version: 2,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      companyName: 'Bu alan zorunludur.',
      phone: 'Geçerli bir telefon numarası girin.',
      email: 'Geçerli bir e-posta adresi girin.',
      currency: 'Geçersiz seçim.',
      defaultVatRate: 'KDV oranı %0, %1, %10 veya %20 olmalıdır.',
    });
    expect(res.body.error.fields.taxNumber).toEqual(expect.any(String));
  });

  it('answers 403 without settings permissions and 401 without a token', async () => {
    const satis = await login('satis@teknik.cari.demo');
    expect((await request('GET', '/api/tenant/Settings/general', { token: satis })).status).toBe(403);
    expect(
      (await request('PUT', '/api/tenant/Settings/general', { token: satis, body: { ...valid, version: 2 } })).status,
    ).toBe(403);
    expect((await request('GET', '/api/tenant/Settings/general')).status).toBe(401);
  });

  it('keeps each tenant’s settings apart', async () => {
    const yapi = await request('GET', '/api/tenant/Settings/general', { token: await login('owner@yapi.cari.demo') });
    expect(yapi.body.data).toMatchObject({ companyName: 'Örnek Yapı', version: 0 });
  });
});

describe('/api/tenant/Settings/general/logo', () => {
  it('stores a multipart PNG and serves it back with its type', async () => {
    const res = await upload(owner, png);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ mimeType: 'image/png', size: png.length });
    const got = await api.request('/api/tenant/Settings/general/logo', {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
    const settings = await request('GET', '/api/tenant/Settings/general', { token: owner });
    expect(settings.body.data.logo).toMatchObject({ mimeType: 'image/png', size: png.length });
  });

  it('takes a data URL and detects the type from the bytes', async () => {
    // A 1×1 grey JPEG (magic bytes alone are refused: the file must be readable too).
    const jpeg = Buffer.from(
      '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
      'base64',
    );
    const res = await request('PUT', '/api/tenant/Settings/general/logo', {
      token: owner,
      body: { dataUrl: `data:image/png;base64,${jpeg.toString('base64')}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.mimeType).toBe('image/jpeg');
  });

  it('rejects SVG, text pretending to be PNG and files over 512 KB', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await upload(owner, svg, 'logo.svg', 'image/svg+xml');
    expect(svgRes.status).toBe(400);
    expect((await svgRes.json()).error.fields.logo).toBe('Logo PNG, JPEG veya WEBP biçiminde olmalıdır.');
    expect((await upload(owner, Buffer.from('hello'), 'logo.png')).status).toBe(400);
    const big = Buffer.concat([png, Buffer.alloc(512 * 1024)]);
    const bigRes = await upload(owner, big);
    expect(bigRes.status).toBe(400);
    expect((await bigRes.json()).error.fields.logo).toBe('Logo en fazla 512 KB olabilir.');
    const badUrl = await request('PUT', '/api/tenant/Settings/general/logo', {
      token: owner,
      body: { dataUrl: 'javascript:alert(1)' },
    });
    expect(badUrl.status).toBe(400);
  });

  it('answers 403 to upload without settings.update and 404 after removal', async () => {
    expect((await upload(await login('satis@teknik.cari.demo'), png)).status).toBe(403);
    expect((await request('DELETE', '/api/tenant/Settings/general/logo', { token: owner })).status).toBe(200);
    expect(
      (await api.request('/api/tenant/Settings/general/logo', { headers: { authorization: `Bearer ${owner}` } }))
        .status,
    ).toBe(404);
    expect((await request('DELETE', '/api/tenant/Settings/general/logo', { token: owner })).status).toBe(404);
  });
});
