import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { api } from '@/lib/server/api/app';
import { customers, mailOutbox, tenants } from '@/lib/server/db/schema';
import { TENANT_LOGO_CID } from '@/lib/server/mail/tenant-brand';
import { loadStatementPdf, statementPdf } from '@/lib/server/services/ledger/statement-export';
import { login, request, setMailDrain, startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

// A 2x2 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGOwbvpm3fSNAUIBACy2Bs0fuM7VAAAAAElFTkSuQmCC',
  'base64',
);

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let yapiOwner: string;
let musteri: string;
let admin: string;
let tenantId: string;
let isikId: string;
let ids: Awaited<ReturnType<typeof demoIds>>;

const get = (url: string, token?: string) => request('GET', url, { token });
const logo = (query: string, headers: Record<string, string>) => api.request(`/api/branding/logo${query}`, { headers });
const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  [owner, yapiOwner, musteri, admin] = await Promise.all(
    ['owner@teknik.cari.demo', 'owner@yapi.cari.demo', 'musteri@teknik.cari.demo', 'admin@cari.demo'].map((e) =>
      login(e),
    ),
  );
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  isikId = (
    await app.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.name, 'Işık Yapı')))
  )[0]!.id;
});
afterAll(() => app.close());

describe("the tenant's logo and company details", () => {
  it('puts the logo on the statement PDF once one is uploaded', async () => {
    const range = {};
    expect(
      hasImage((await statementPdf(await loadStatementPdf(app.db, { tenantId, customerId: isikId, range }))).pdf),
    ).toBe(false);
    const up = await request('PUT', '/api/tenant/Settings/general/logo', {
      token: owner,
      body: { dataUrl: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(up.status).toBe(200);
    const { pdf } = await statementPdf(await loadStatementPdf(app.db, { tenantId, customerId: isikId, range }));
    expect(hasImage(pdf)).toBe(true);
  });

  it('gives the portal its own company (name, contact, logo version) and the tenant shell its branding', async () => {
    const company = await get('/api/customer/Company', musteri);
    expect(company.status).toBe(200);
    expect(company.body.data).toMatchObject({
      companyName: 'Demo Teknik Servis',
      phone: '+90 216 555 01 01',
      email: 'owner@teknik.cari.demo',
    });
    expect(company.body.data.logoVersion).toMatch(/^\d+$/);
    expect((await get('/api/tenant/Settings/branding', owner)).body.data).toEqual(company.body.data);
    expect((await get('/api/customer/Company', owner)).status).toBe(403);
    expect((await get('/api/customer/Company')).status).toBe(401);
    expect((await get('/api/tenant/Settings/branding', musteri)).status).toBe(403);
  });

  it("serves the logo to the session's own tenant only, cacheable privately when versioned", async () => {
    const { logoVersion } = (await get('/api/customer/Company', musteri)).body.data;
    const res = await logo(`?v=${logoVersion}`, { Authorization: `Bearer ${musteri}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    // an <img> sends the cookie, not a header
    const byCookie = await logo(`?v=${logoVersion}`, { Cookie: `accessToken=${encodeURIComponent(owner)}` });
    expect(byCookie.status).toBe(200);
    // an old or missing version is not kept
    expect((await logo('?v=1', { Authorization: `Bearer ${musteri}` })).headers.get('cache-control')).toBe(
      'private, no-cache',
    );
    // another tenant has its own (none): never Demo Teknik's
    expect((await logo(`?v=${logoVersion}`, { Authorization: `Bearer ${yapiOwner}` })).status).toBe(404);
    expect((await logo(`?v=${logoVersion}`, { Authorization: `Bearer ${admin}` })).status).toBe(403);
    const anonymous = await logo(`?v=${logoVersion}`, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });

  it("sends the tenant's mails with the inline logo and the company's name", async () => {
    setMailDrain(false);
    const email = 'logo.davet@example.com';
    const res = await request('POST', '/api/tenant/Users/invite', {
      token: owner,
      body: { name: 'Can', surname: 'Yıldız', email, roleIds: [ids.teknikSalesRole] },
    });
    expect(res.status).toBeLessThan(300);
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row!.html).toContain(`cid:${TENANT_LOGO_CID}`);
    expect(row!.html).toContain('Demo Teknik Servis');
    expect(row!.html).toContain('+90 216 555 01 01');
    expect(row!.attachments).toEqual([
      expect.objectContaining({ cid: TENANT_LOGO_CID, contentType: 'image/png', base64: png.toString('base64') }),
    ]);
    // What the .eml / SMTP carries: a related inline part with that Content-ID.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await transport.sendMail({
      from: 'x@cari.test',
      to: row!.to,
      subject: row!.subject,
      text: row!.text!,
      html: row!.html!,
      attachments: row!.attachments!.map((a) => ({ ...a, content: Buffer.from(a.base64, 'base64') })),
    });
    const eml = (info.message as Buffer).toString();
    expect(eml).toContain(`Content-ID: <${TENANT_LOGO_CID}>`);
    expect(eml).toContain('multipart/related');
    setMailDrain(true);
  });

  it('keeps platform mails (a reset link) on the product brand', async () => {
    setMailDrain(false);
    await request('POST', '/api/common/Auth/forgot-password', { body: { email: 'owner@yapi.cari.demo' } });
    await new Promise((r) => setTimeout(r, 200));
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'owner@yapi.cari.demo'));
    for (const row of rows) expect(row.html).toBeNull();
    setMailDrain(true);
  });
});
