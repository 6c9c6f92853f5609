import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { api } from '@/lib/server/api/app';
import { customers, tenantSettings } from '@/lib/server/db/schema';
import { login, request, startTestApp } from './harness';
import { demoIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let yapi: string;
let isikId: string;

beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'satis@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
  isikId = (await app.db.select().from(customers).where(eq(customers.name, 'Işık Yapı')))[0]!.id;
  const { teknik } = await demoIds(app);
  // The demo's settings row, with the details this file reads back.
  await app.db
    .update(tenantSettings)
    .set({
      companyName: 'Demo Teknik Servis Ltd. Şti.',
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      address: 'Caferağa Mah. Moda Cad. No:12 Kadıköy / İstanbul',
    })
    .where(eq(tenantSettings.tenantId, teknik));
});
afterAll(() => app.close());

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const line = (name: string, quantity: string, unitPrice: string, vatRate = 20) => ({
  kind: 'free',
  name,
  quantity,
  unit: 'adet',
  unitPrice,
  vatRate,
});
const createOffer = async (lines = [line('Çelik Kapı Montajı', '1', '1028.80')]) => {
  const res = await request('POST', '/api/tenant/Offers', {
    token: owner,
    body: {
      customerId: isikId,
      offerDate: today,
      validUntil: today,
      subject: 'Giriş kapısı değişimi',
      terms: 'Ödeme: teslimde peşin. Şartlar İstanbul için geçerlidir.',
      lines,
    },
  });
  expect(res.status).toBe(201);
  return res.body.data;
};

const pdfText = async (bytes: ArrayBuffer | Uint8Array) => {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text, totalPages };
};

describe('GET /api/tenant/Offers/{id}/pdf', () => {
  it('renders the offer with Turkish letters, the number, every line and the grand total as 1.234,56', async () => {
    const offer = await createOffer();
    expect(offer.grandTotal).toBe('1234.56');
    const res = await rawGet(`/api/tenant/Offers/${offer.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect((await pdfText(await res.arrayBuffer())).text).toContain('1.234,56 ₺');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${offer.number}.pdf"`);
  });

  it('reads back Işık Yapı, the tenant details, the lines, totals and page numbers', async () => {
    const names = Array.from({ length: 45 }, (_, i) => `Şantiye kalemi ${i + 1} — Işıklandırma`);
    const offer = await createOffer([
      line('Çelik Kapı Montajı', '1', '1028.80'),
      ...names.map((n) => line(n, '1', '0')),
    ]);
    const raw = await fetchPdf(offer.id);
    const { text, totalPages } = await pdfText(raw);
    expect(text).toContain('Işık Yapı');
    expect(text).toContain(offer.number);
    expect(text).toContain('Çelik Kapı Montajı');
    for (const n of names) expect(text).toContain(n);
    expect(text).toContain('1.234,56 ₺');
    expect(text).toContain('Demo Teknik Servis Ltd. Şti.');
    expect(text).toContain('Kadıköy');
    expect(text).toContain('Giriş kapısı değişimi');
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain(`Sayfa 2 / ${totalPages}`);
  });

  it('is 404 for another tenant and 403 without offers.view', async () => {
    const offer = await createOffer();
    expect((await request('GET', `/api/tenant/Offers/${offer.id}/pdf`, { token: yapi })).status).toBe(404);
    expect((await request('GET', `/api/tenant/Offers/${offer.id}/pdf`, { token: satis })).status).toBe(403);
  });
});

/** The raw response of a route (the JSON helper cannot read binary). */
const rawGet = (url: string) => api.request(url, { headers: { authorization: `Bearer ${owner}` } });
async function fetchPdf(id: string): Promise<ArrayBuffer> {
  const res = await rawGet(`/api/tenant/Offers/${id}/pdf`);
  expect(res.status).toBe(200);
  return res.arrayBuffer();
}

/** The text and attachments of an .eml written by the outbox (multipart/mixed, base64 or quoted-printable). */
function parseEml(raw: string) {
  const boundary = raw.match(/boundary="?([^"\r\n;]+)"?/)![1]!;
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const decodeQp = (text: string) =>
    Buffer.from(
      text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  const texts: string[] = [];
  const attachments: { filename: string; contentType: string; content: Buffer }[] = [];
  for (const part of parts) {
    const [head, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const contentType = head!.match(/Content-Type:\s*([^;\s]+)/i)![1]!;
    if (/Content-Disposition:\s*attachment/i.test(head!)) {
      const filename = head!.match(/filename="?([^"\r\n]+)"?/)![1]!;
      attachments.push({ filename, contentType, content: Buffer.from(body.replace(/\s+/g, ''), 'base64') });
    } else if (/quoted-printable/i.test(head!)) texts.push(decodeQp(body));
    else if (/base64/i.test(head!)) texts.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    else texts.push(body);
  }
  return { text: texts.join('\n'), attachments };
}

const outbox = () => path.join(process.env.DATA_DIR!, 'outbox');
const mailsTo = (email: string) =>
  fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith(`-${email}.eml`)) : [];

describe('POST /api/tenant/Offers/{id}/send', () => {
  it('sends once per Idempotency-Key, with the PDF attached and a portal link, and marks the offer sent', async () => {
    const offer = await createOffer();
    const before = mailsTo('info@isikyapi.com.tr').length;
    const key = `send-${offer.id}`;
    const call = () =>
      request('POST', `/api/tenant/Offers/${offer.id}/send`, {
        token: owner,
        body: { version: offer.version },
        headers: { 'idempotency-key': key },
      });
    const first = await call();
    expect(first.status).toBe(200);
    const second = await call();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.data.to).toBe('info@isikyapi.com.tr');
    expect(mailsTo('info@isikyapi.com.tr').length).toBe(before + 1);
    const file = mailsTo('info@isikyapi.com.tr').sort().at(-1)!;
    const mail = parseEml(fs.readFileSync(path.join(outbox(), file), 'utf8'));
    expect(mail.text).toContain(offer.number);
    expect(mail.text).toContain(`http://cari.test/documents/offers/${offer.id}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: `${offer.number}.pdf` });
    expect((await pdfText(mail.attachments[0]!.content)).text).toContain('Işık Yapı');

    const detail = (await request('GET', `/api/tenant/Offers/${offer.id}`, { token: owner })).body.data;
    expect(detail).toMatchObject({ status: 'sent', sentByName: 'Mehmet Demir', version: offer.version + 1 });
    expect(detail.sentAt).toBe(first.body.data.sentAt);
  });

  it('answers 409 to a stale version, 400 to a malformed key and 422 to an accepted offer', async () => {
    const offer = await createOffer();
    const url = `/api/tenant/Offers/${offer.id}/send`;
    expect((await request('POST', url, { token: owner, body: { version: 9 } })).status).toBe(409);
    const badKey = await request('POST', url, {
      token: owner,
      body: { version: 1 },
      headers: { 'idempotency-key': 'short' },
    });
    expect(badKey.status).toBe(400);
    expect((await request('POST', url, { token: owner, body: { version: 1 } })).status).toBe(200);
    await request('POST', `/api/tenant/Offers/${offer.id}/status`, {
      token: owner,
      body: { status: 'accepted', version: 2 },
    });
    const again = await request('POST', url, { token: owner, body: { version: 3 } });
    expect(again.status).toBe(422);
  });
});

describe('offer templates', () => {
  it('creates, lists, edits and deletes a template with default lines; 404 across tenants', async () => {
    const body = {
      name: 'Çatı Tamiri Şablonu',
      intro: 'Çatı tamiri teklifimiz',
      terms: 'Peşin',
      validityDays: 20,
      lines: [line('Çatı işçiliği', '2', '1500.00')],
    };
    const created = await request('POST', '/api/tenant/OfferTemplates', { token: owner, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: body.name, validityDays: 20, version: 1 });
    expect(created.body.data.lines[0]).toMatchObject({ name: 'Çatı işçiliği', discountRate: '0', productId: null });
    const list = await request('GET', '/api/tenant/OfferTemplates?searchText=cati', { token: owner });
    expect(list.body.data.items.map((t: { name: string }) => t.name)).toContain(body.name);
    const demo = await request('GET', '/api/tenant/OfferTemplates?pageSize=100', { token: owner });
    expect(demo.body.data.items.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['Kombi Bakım Teklifi', 'Klima Montaj Teklifi']),
    );
    const id = created.body.data.id;
    expect((await request('GET', `/api/tenant/OfferTemplates/${id}`, { token: yapi })).status).toBe(404);
    const put = await request('PUT', `/api/tenant/OfferTemplates/${id}`, {
      token: owner,
      body: { ...body, validityDays: 0, version: 1 },
    });
    expect(put.status).toBe(400);
    expect(put.body.error.fields.validityDays).toBe('En az 1 olmalıdır.');
    const ok = await request('PUT', `/api/tenant/OfferTemplates/${id}`, {
      token: owner,
      body: { ...body, validityDays: 30, version: 1 },
    });
    expect(ok.body.data).toMatchObject({ validityDays: 30, version: 2 });
    expect((await request('DELETE', `/api/tenant/OfferTemplates/${id}`, { token: owner })).status).toBe(200);
  });
});

describe('dashboard and demo data', () => {
  it('counts open offers and their total on the dashboard', async () => {
    const widget = async () =>
      (await request('GET', '/api/tenant/Dashboard', { token: owner })).body.data.widgets.find(
        (w: { key: string }) => w.key === 'openOffers',
      );
    const before = await widget();
    const offer = await createOffer();
    await request('POST', `/api/tenant/Offers/${offer.id}/send`, { token: owner, body: { version: 1 } });
    const after = await widget();
    expect(after.value).toBe(before.value + 1);
    expect(Math.round(Number(after.amount) * 100) - Math.round(Number(before.amount) * 100)).toBe(123456);
    const satisDashboard = await request('GET', '/api/tenant/Dashboard', { token: satis });
    expect(satisDashboard.status).toBe(403);
  });

  it('seeds offers in every status for Demo Teknik Servis', async () => {
    const res = await request('GET', '/api/tenant/Offers?pageSize=100', { token: owner });
    const statuses = new Set(res.body.data.items.map((o: { status: string }) => o.status));
    for (const s of ['draft', 'sent', 'accepted', 'rejected', 'revised', 'expired']) expect(statuses).toContain(s);
  });
});
