import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { invoices, tenants } from '@/lib/server/db/schema';
import { api } from '@/lib/server/api/app';
import { addCalendarDays, istanbulToday } from '@/lib/utils/dates';
import { loadSchematron, type Schematron } from '@/tests/ubl-tr/schematron';
import { xsdErrors } from '@/tests/ubl-tr/xsd';
import { login, request, startTestApp } from './harness';

/** Issue 41 items 2 and 6: every issued invoice's UBL-TR document, its download, the export and its states. */
let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let yapi: string;
let yetkisiz: string;
let tenantId: string;
let seriesId: string;
let schematron: Schematron;
// GİB refuses a future IssueDate, so the invoices are dated a few days back from the real clock.
const day = addCalendarDays(istanbulToday(), -3);
const customerIds: Record<'efatura' | 'earsiv' | 'consumer', string> = { efatura: '', earsiv: '', consumer: '' };

const post = (url: string, body: unknown, token = owner) => request('POST', url, { token, body });
const raw = (url: string, token = owner) => api.request(url, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  app = await startTestApp();
  [owner, yapi, yetkisiz] = await Promise.all(
    ['owner@teknik.cari.demo', 'owner@yapi.cari.demo', 'yetkisiz@teknik.cari.demo'].map((e) => login(e)),
  );
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  seriesId = (await post('/api/tenant/InvoiceSeries', { code: 'EBL', year: Number(day.slice(0, 4)) })).body.data.id;
  const customer = async (body: Record<string, unknown>) => {
    const res = await post('/api/tenant/Customers', body);
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  customerIds.efatura = await customer({
    kind: 'company',
    name: 'Kuzey Elektrik Ltd. Şti.',
    taxNumber: '9310000008',
    taxOffice: 'Beşiktaş',
    eInvoiceRegistered: true,
    eInvoiceAlias: 'urn:mail:defaultpk@kuzeyelektrik.com.tr',
    addresses: [
      { title: 'Merkez', line: 'Sinanpaşa Mah. Ihlamurdere Cad. No: 4', district: 'Beşiktaş', city: 'İstanbul' },
    ],
  });
  customerIds.earsiv = await customer({ kind: 'company', name: 'Güney Gıda A.Ş.', taxNumber: '9310000016' });
  // No tax number and no structured address: GİB's unknown consumer at the tenant's city.
  customerIds.consumer = await customer({ kind: 'individual', name: 'Ayşe Nur Çelik' });
  schematron = await loadSchematron();
}, 240_000);
afterAll(() => app.close());

const line = (over: Record<string, unknown> = {}) => ({
  itemKind: 'text',
  description: 'Kombi bakımı',
  quantity: '2',
  unit: 'adet',
  unitPrice: '1250.00',
  vatRate: 20,
  ...over,
});

async function createDraft(customer: keyof typeof customerIds, over: Record<string, unknown> = {}) {
  const draft = await post('/api/tenant/Invoices', {
    customerId: customerIds[customer],
    seriesId,
    invoiceDate: day,
    dueDate: addCalendarDays(day, 30),
    lines: [line()],
    ...over,
  });
  expect(draft.status).toBe(201);
  return draft.body.data.id as string;
}

async function issued(customer: keyof typeof customerIds, over: Record<string, unknown> = {}) {
  const res = await post(`/api/tenant/Invoices/${await createDraft(customer, over)}/issue`, {});
  expect(res.status).toBe(200);
  return res.body.data;
}

const storedXml = async (id: string) =>
  (await app.db.select({ xml: invoices.ublXml }).from(invoices).where(eq(invoices.id, id)))[0]!.xml!;
const text = (xml: string, name: string) => new RegExp(`<cbc:${name}(?: [^>]*)?>([^<]*)</`).exec(xml)?.[1];

/** Both GİB validators' findings for each document (none when valid). */
async function findings(documents: string[]) {
  const xsd = await xsdErrors(documents);
  return documents.map((xml, i) => [...xsd[i]!, ...schematron.errors(xml)]);
}

describe('issuing stores a GİB-valid UBL-TR document', () => {
  const made: { id: string; xml: string }[] = [];
  const keep = async (invoice: { id: string }) => {
    const xml = await storedXml(invoice.id);
    made.push({ id: invoice.id, xml });
    return xml;
  };

  it('gives an e-Fatura user TEMELFATURA with its ETTN, number and Turkish issue time', async () => {
    const invoice = await issued('efatura');
    expect(invoice).toMatchObject({ eProfile: 'TEMELFATURA', eType: 'SATIS', eState: 'prepared' });
    expect(invoice.ettn).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const xml = await keep(invoice);
    expect(text(xml, 'UUID')).toBe(invoice.ettn);
    expect(text(xml, 'ID')).toBe(invoice.number);
    expect(text(xml, 'IssueDate')).toBe(day);
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: '2-digit', hourCycle: 'h23' });
    expect(text(xml, 'IssueTime')!.slice(0, 2)).toBe(time.format(new Date(invoice.issuedAt)));
    expect(xml).toContain('<cbc:CitySubdivisionName>Beşiktaş</cbc:CitySubdivisionName>');
  });

  it('gives an e-Fatura user TICARIFATURA when the tenant chooses it', async () => {
    await app.db.execute(
      sql`update tenant_settings set e_invoice_scenario = 'TICARIFATURA' where tenant_id = ${tenantId}`,
    );
    try {
      const invoice = await issued('efatura');
      expect(invoice).toMatchObject({ eProfile: 'TICARIFATURA', eType: 'SATIS' });
      await keep(invoice);
    } finally {
      await app.db.execute(
        sql`update tenant_settings set e_invoice_scenario = 'TEMELFATURA' where tenant_id = ${tenantId}`,
      );
    }
  });

  it('gives everyone else e-Arşiv, an unknown consumer under GİB’s TCKN at the tenant’s city', async () => {
    expect(await issued('earsiv')).toMatchObject({ eProfile: 'EARSIVFATURA', eType: 'SATIS' });
    const consumer = await issued('consumer');
    expect(consumer).toMatchObject({ eProfile: 'EARSIVFATURA', eType: 'SATIS' });
    const xml = await keep(consumer);
    expect(xml).toContain('<cbc:ID schemeID="TCKN">11111111111</cbc:ID>');
    expect(xml).toContain('<cbc:CitySubdivisionName>Merkez</cbc:CitySubdivisionName>');
    expect(xml.match(/<cbc:CityName>İstanbul<\/cbc:CityName>/g)).toHaveLength(3);
  });

  it('types a return IADE with a billing reference to its original', async () => {
    const original = await issued('efatura');
    const ret = await issued('efatura', {
      kind: 'return',
      originalInvoiceId: original.id,
      lines: [line({ quantity: '1' })],
    });
    expect(ret).toMatchObject({ eProfile: 'TEMELFATURA', eType: 'IADE' });
    const xml = await keep(ret);
    expect(xml).toMatch(
      new RegExp(`<cac:InvoiceDocumentReference>\\s*<cbc:ID>${original.number}</cbc:ID>\\s*<cbc:IssueDate>${day}<`),
    );
  });

  it('types a fully exempt invoice ISTISNA', async () => {
    const exempt = line({ vatRate: 0, vatExemptionCode: '301', description: 'İhraç kaydıyla parça' });
    const invoice = await issued('earsiv', { lines: [exempt, { ...exempt, unitPrice: '99.90' }] });
    expect(invoice).toMatchObject({ eProfile: 'EARSIVFATURA', eType: 'ISTISNA' });
    const xml = await keep(invoice);
    expect(xml).toContain('<cbc:TaxExemptionReasonCode>301</cbc:TaxExemptionReasonCode>');
  });

  it('types an invoice with a tevkifat line TEVKIFAT, its withholding and payable as stored', async () => {
    const invoice = await issued('efatura', {
      lines: [line(), line({ description: 'Yapı denetim hizmeti', unitPrice: '1000.00', withholdingCode: '602' })],
    });
    // 602 withholds 9/10 of the line's KDV: 400.00 on 2 × 1000.00 at 20 %.
    expect(invoice).toMatchObject({ eProfile: 'TEMELFATURA', eType: 'TEVKIFAT' });
    expect(invoice).toMatchObject({ grandTotal: '5400.00', withholdingTotal: '360.00', payableTotal: '5040.00' });
    const xml = await keep(invoice);
    expect(xml).toMatch(/<cac:WithholdingTaxTotal>\s*<cbc:TaxAmount currencyID="TRY">360.00</);
    expect(text(xml, 'PayableAmount')).toBe('5040.00');
  });

  it('stores documents of every scenario that pass GİB’s XSD and schematron', async () => {
    expect(made.map((m) => text(m.xml, 'ProfileID'))).toEqual([
      'TEMELFATURA',
      'TICARIFATURA',
      'EARSIVFATURA',
      'TEMELFATURA',
      'EARSIVFATURA',
      'TEMELFATURA',
    ]);
    // One xmllint run for all of them.
    expect(await findings(made.map((m) => m.xml))).toEqual(made.map(() => []));
  });
});

describe('an issued invoice’s e-document never changes', () => {
  it('refuses any change of its XML or ETTN by SQL, and a cancel leaves them as they were', async () => {
    const invoice = await issued('earsiv');
    const before = (await app.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!;
    for (const change of [
      sql`update invoices set ubl_xml = replace(ubl_xml, 'Kombi', 'Kazan') where id = ${invoice.id}`,
      sql`update invoices set ubl_xml = null where id = ${invoice.id}`,
      sql`update invoices set ettn = gen_random_uuid() where id = ${invoice.id}`,
      sql`update invoices set e_type = 'IADE' where id = ${invoice.id}`,
    ])
      await expect(app.db.execute(change)).rejects.toThrow();
    const cancelled = await post(`/api/tenant/Invoices/${invoice.id}/cancel`, { reason: 'Yanlış müşteri' });
    expect(cancelled.status).toBe(200);
    const after = (await app.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!;
    expect(after).toMatchObject({ status: 'cancelled', ettn: before.ettn, ublXml: before.ublXml, eType: 'SATIS' });
  });

  it('answers 422 and rolls the issue back when the company’s address is incomplete', async () => {
    await app.db.execute(sql`update tenant_settings set district = null where tenant_id = ${tenantId}`);
    try {
      const draftId = await createDraft('earsiv');
      const res = await post(`/api/tenant/Invoices/${draftId}/issue`, {});
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('e_document_company_incomplete');
      expect(res.body.error.message).toMatch(/ilçe ve il/);
      const row = (await app.db.select().from(invoices).where(eq(invoices.id, draftId)))[0]!;
      expect(row).toMatchObject({ status: 'draft', number: null, ettn: null, ublXml: null, eState: null });
    } finally {
      await app.db.execute(sql`update tenant_settings set district = 'Kadıköy' where tenant_id = ${tenantId}`);
    }
  });
});

describe('GET /Invoices/{id}/ubl', () => {
  it('downloads the stored XML of an issued invoice; 404 for a draft and another tenant, 403 without the permission', async () => {
    const invoice = await issued('efatura');
    const res = await raw(`/api/tenant/Invoices/${invoice.id}/ubl`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.xml"`);
    expect(await res.text()).toBe(await storedXml(invoice.id));

    const draftId = await createDraft('earsiv');
    expect((await raw(`/api/tenant/Invoices/${draftId}/ubl`)).status).toBe(404);
    expect((await raw(`/api/tenant/Invoices/${invoice.id}/ubl`, yapi)).status).toBe(404);
    expect((await raw(`/api/tenant/Invoices/${invoice.id}/ubl`, yetkisiz)).status).toBe(403);
  });
});

describe('GET /Invoices/export/e-documents', () => {
  const url = (from: string, to: string) => `/api/tenant/Invoices/export/e-documents?from=${from}&to=${to}`;

  it('zips the XML and PDF of every issued invoice of the range and marks them exported', async () => {
    const rows = await app.db
      .select({ id: invoices.id, number: invoices.number, status: invoices.status, eState: invoices.eState })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.invoiceDate, day), eq(invoices.seriesId, seriesId)));
    const expected = rows.filter((r) => r.status === 'issued').map((r) => r.number!);
    expect(expected.length).toBeGreaterThan(3);

    const res = await raw(url(day, day));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="e-belgeler-${day}-${day}.zip"`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual(expected.flatMap((n) => [`${n}.pdf`, `${n}.xml`]).sort());
    for (const n of expected) expect(new TextDecoder().decode(files[`${n}.pdf`]!.slice(0, 5))).toBe('%PDF-');
    const xmls = expected.map((n) => new TextDecoder().decode(files[`${n}.xml`]));
    expect(await findings(xmls)).toEqual(xmls.map(() => []));

    const states = await app.db
      .select({ status: invoices.status, eState: invoices.eState })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.invoiceDate, day), eq(invoices.seriesId, seriesId)));
    expect(states.filter((s) => s.status === 'issued').every((s) => s.eState === 'exported')).toBe(true);
    // A cancelled invoice is left out and keeps its state.
    expect(states.filter((s) => s.status === 'cancelled').map((s) => s.eState)).toEqual(['prepared']);
    const list = await request('GET', `/api/tenant/Invoices?dateFrom=${day}&dateTo=${day}`, { token: owner });
    expect(list.body.data.items.map((i: { eState: string | null }) => i.eState)).toContain('exported');
  });

  it('bounds the range and refuses a reversed one', async () => {
    const long = await request('GET', url('2025-01-01', '2026-01-02'), { token: owner });
    expect(long.status).toBe(422);
    expect(long.body.error).toMatchObject({ code: 'e_document_export_range' });
    expect(long.body.error.message).toMatch(/366 günlük/);
    expect((await request('GET', url(day, '2020-01-01'), { token: owner })).status).toBe(400);
    expect((await raw(url(day, day), yetkisiz)).status).toBe(403);
  });

  it('refuses more invoices than one export takes', async () => {
    // 201 invoices would be slow to make through the API; their rows stand in for them.
    const [one] = await app.db.select().from(invoices).where(eq(invoices.eState, 'exported')).limit(1);
    const { id: _id, number: _n, ettn: _e, ...copy } = one!;
    await app.db.insert(invoices).values(
      Array.from({ length: 201 }, (_, i) => ({
        ...copy,
        invoiceDate: '2020-06-01',
        number: `ZZZ2020${String(i).padStart(9, '0')}`,
        ettn: crypto.randomUUID(),
        seriesId: null,
        originalInvoiceId: null,
      })),
    );
    const res = await request('GET', url('2020-06-01', '2020-06-01'), { token: owner });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(/201 fatura var; bir seferde en fazla 200/);
  });
});
