import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import tr from '@/messages/tr.json';
import { api } from '@/lib/server/api/app';
import { login, request, startTestApp } from './harness';
import { forgetSavedSettings } from './tenant-fixtures';

/** Issue 41 item 1: a customer's e-document status (e-Fatura user and alias, else e-Arşiv) and the tenant's e-Fatura data. */
let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  await forgetSavedSettings(app);
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const base = '/api/tenant/Customers';
const alias = 'urn:mail:defaultpk@kuzeyelektrik.com.tr';
const customer = (over: Record<string, unknown> = {}) => ({
  kind: 'company',
  name: 'Kuzey Elektrik Ltd. Şti.',
  taxNumber: '9310000008',
  taxOffice: 'Beşiktaş',
  ...over,
});

describe("a customer's e-Fatura status", () => {
  it('is stored, answered and changed with its alias; an e-Arşiv customer keeps none', async () => {
    const created = await request('POST', base, {
      token: owner,
      // The prefix is taken in any case and stored as GİB writes it.
      body: customer({ eInvoiceRegistered: true, eInvoiceAlias: ' URN:MAIL:defaultpk@kuzeyelektrik.com.tr ' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ eInvoiceRegistered: true, eInvoiceAlias: alias });
    const id = created.body.data.id as string;
    expect((await request('GET', `${base}/${id}`, { token: owner })).body.data).toMatchObject({
      eInvoiceRegistered: true,
      eInvoiceAlias: alias,
    });

    const body = { ...customer({ eInvoiceRegistered: false, eInvoiceAlias: 'bir şey' }), version: 1 };
    const updated = await request('PUT', `${base}/${id}`, { token: owner, body });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ eInvoiceRegistered: false, eInvoiceAlias: null, version: 2 });
    expect((await request('GET', `${base}/${id}`, { token: owner })).body.data.eInvoiceAlias).toBeNull();

    const again = { ...customer({ eInvoiceRegistered: true, eInvoiceAlias: alias }), version: 2 };
    expect((await request('PUT', `${base}/${id}`, { token: owner, body: again })).body.data).toMatchObject({
      eInvoiceRegistered: true,
      eInvoiceAlias: alias,
    });
  });

  it('defaults to e-Arşiv when the fields are left out', async () => {
    const res = await request('POST', base, { token: owner, body: customer({ taxNumber: '9310000016' }) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ eInvoiceRegistered: false, eInvoiceAlias: null });
  });

  it.each([
    ['no alias', undefined, tr.Validation.eInvoiceAliasRequired],
    ['a blank alias', '  ', tr.Validation.eInvoiceAliasRequired],
    ['an alias without urn:mail:', 'defaultpk@firma.com.tr', tr.Validation.eInvoiceAliasFormat],
    ['an alias with a space', 'urn:mail:default pk@firma.com.tr', tr.Validation.eInvoiceAliasFormat],
    ['an alias without a domain', 'urn:mail:defaultpk', tr.Validation.eInvoiceAliasFormat],
  ])('answers 400 to an e-Fatura user with %s, at the alias', async (_label, eInvoiceAlias, message) => {
    const res = await request('POST', base, {
      token: owner,
      body: customer({ taxNumber: '9310000024', eInvoiceRegistered: true, eInvoiceAlias }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ eInvoiceAlias: message });
  });

  it('answers 400 to an e-Fatura user without VKN/TCKN, on create and on update', async () => {
    const body = customer({ taxNumber: null, eInvoiceRegistered: true, eInvoiceAlias: alias });
    const res = await request('POST', base, { token: owner, body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ taxNumber: tr.Validation.eInvoiceTaxNumberRequired });

    const plain = await request('POST', base, { token: owner, body: customer({ taxNumber: '9310000032' }) });
    const put = await request('PUT', `${base}/${plain.body.data.id}`, { token: owner, body: { ...body, version: 1 } });
    expect(put.status).toBe(400);
    expect(put.body.error.fields).toEqual({ taxNumber: tr.Validation.eInvoiceTaxNumberRequired });
  });

  it('answers 400 to a status that is not a boolean', async () => {
    const res = await request('POST', base, {
      token: owner,
      body: customer({ taxNumber: '9310000032', eInvoiceRegistered: 'evet' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ eInvoiceRegistered: tr.Validation.invalidYesNo });
  });

  it('is kept complete by the database as well', async () => {
    const refused = await app
      .asOwner(sql`update customers set e_invoice_registered = true where e_invoice_alias is null`)
      .then(
        () => null,
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      );
    expect(refused).toBe('customers_e_invoice_complete');
  });
});

function upload(path: string, content: BlobPart, fields: Record<string, string> = {}, name = 'efatura.csv') {
  const form = new FormData();
  const type = name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream';
  form.append('file', new File([content], name, { type }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return api.request(path, { method: 'POST', headers: { authorization: `Bearer ${owner}` }, body: form });
}

const header = 'Tür;Ad / Unvan;Vergi No / TCKN;E-posta;e-Fatura Mükellefi;e-Fatura Etiketi';
const importRows = [
  `Kurumsal;Aktarım Bir AŞ;9310000049;;Evet;urn:mail:defaultpk@aktarimbir.com`,
  `Kurumsal;Aktarım İki AŞ;9310000057;;e;urn:mail:pk@aktarimiki.com.tr`,
  `Kurumsal;Aktarım Üç AŞ;9310000065;;Hayır;urn:mail:pk@aktarimuc.com`,
  `Kurumsal;Aktarım Dört AŞ;9310000073;;1;`,
  `Kurumsal;Aktarım Beş AŞ;;;TRUE;urn:mail:pk@aktarimbes.com`,
  `Kurumsal;Aktarım Altı AŞ;;;Belki;`,
  `Kurumsal;Aktarım Yedi AŞ;;;;`,
  `Kurumsal;Aktarım Sekiz AŞ;;;Evet;pk@aktarimsekiz.com`,
].join('\r\n');

async function found(name: string) {
  const list = await request('GET', `${base}?searchText=${encodeURIComponent(name)}`, { token: owner });
  const [item] = list.body.data.items as { id: string }[];
  return (await request('GET', `${base}/${item!.id}`, { token: owner })).body.data;
}

describe('importing the e-Fatura columns', () => {
  it('previews each row against the same rule, in Turkish', async () => {
    const res = await upload(`${base}/import/preview`, `${header}\r\n${importRows}`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ validCount: 4, errorCount: 4 });
    expect(data.rows.map((r: { errors: Record<string, string> }) => r.errors)).toEqual([
      {},
      {},
      {},
      { eInvoiceAlias: tr.Validation.eInvoiceAliasRequired },
      { taxNumber: tr.Validation.eInvoiceTaxNumberRequired },
      { eInvoiceRegistered: tr.Validation.invalidYesNo },
      {},
      { eInvoiceAlias: tr.Validation.eInvoiceAliasFormat, taxNumber: tr.Validation.eInvoiceTaxNumberRequired },
    ]);
  });

  it('writes the accepted rows with their status, and the alias only for e-Fatura users', async () => {
    const res = await upload(`${base}/import/commit`, `${header}\r\n${importRows}`);
    expect((await res.json()).data).toEqual({ created: 4, updated: 0, skipped: 0, rejected: 4 });
    expect(await found('Aktarım Bir')).toMatchObject({
      eInvoiceRegistered: true,
      eInvoiceAlias: 'urn:mail:defaultpk@aktarimbir.com',
    });
    expect(await found('Aktarım İki')).toMatchObject({ eInvoiceRegistered: true });
    expect(await found('Aktarım Üç')).toMatchObject({ eInvoiceRegistered: false, eInvoiceAlias: null });
    expect(await found('Aktarım Yedi')).toMatchObject({ eInvoiceRegistered: false, eInvoiceAlias: null });
    const none = await request('GET', `${base}?searchText=${encodeURIComponent('Aktarım Beş')}`, { token: owner });
    expect(none.body.data.totalCount).toBe(0);
  });

  it('updates the status only from rows that fill it in', async () => {
    const rows = [
      // No e-Fatura cells: the status and alias stay.
      `Kurumsal;Aktarım Bir AŞ;9310000049;bir@aktarimbir.com;;`,
      // Hayır: the customer becomes an e-Arşiv one and loses its alias.
      `Kurumsal;Aktarım İki AŞ;9310000057;;Hayır;`,
      // Evet with an alias: an e-Arşiv customer becomes an e-Fatura user.
      `Kurumsal;Aktarım Üç AŞ;9310000065;;Evet;urn:mail:pk@aktarimuc.com`,
    ];
    const res = await upload(`${base}/import/commit`, `${header}\r\n${rows.join('\r\n')}`, { mode: 'update' });
    expect((await res.json()).data).toEqual({ created: 0, updated: 3, skipped: 0, rejected: 0 });
    expect(await found('Aktarım Bir')).toMatchObject({
      email: 'bir@aktarimbir.com',
      eInvoiceRegistered: true,
      eInvoiceAlias: 'urn:mail:defaultpk@aktarimbir.com',
    });
    expect(await found('Aktarım İki')).toMatchObject({ eInvoiceRegistered: false, eInvoiceAlias: null });
    expect(await found('Aktarım Üç')).toMatchObject({
      eInvoiceRegistered: true,
      eInvoiceAlias: 'urn:mail:pk@aktarimuc.com',
    });
  });

  it('reads the English headers and yes/no of an xlsx file', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sheet1');
    ws.addRow(['Name', 'Tax Number', 'e-Invoice User', 'e-Invoice Alias']);
    ws.addRow(['Aktarım Dokuz AŞ', '10000000146', 'Yes', 'urn:mail:pk@dokuz.com']);
    ws.addRow(['Aktarım On AŞ', '9310000016', 'Y', '']);
    const xlsx = (await wb.xlsx.writeBuffer()) as ArrayBuffer;
    const res = await upload(`${base}/import/commit`, xlsx, {}, 'efatura.xlsx');
    expect((await res.json()).data).toMatchObject({ created: 1, rejected: 1 });
    expect(await found('Aktarım Dokuz')).toMatchObject({
      eInvoiceRegistered: true,
      eInvoiceAlias: 'urn:mail:pk@dokuz.com',
    });
  });

  it('offers the columns in the template and the export', async () => {
    const get = (path: string) => api.request(path, { headers: { authorization: `Bearer ${owner}` } });
    const template = await get(`${base}/import/template?format=csv`);
    const header = new TextDecoder().decode(await template.arrayBuffer()).split('\r\n')[0];
    expect(header).toMatch(/;e-Fatura Mükellefi;e-Fatura Etiketi$/);

    const exported = await get(`${base}/export?format=csv&searchText=${encodeURIComponent('Aktarım')}`);
    const lines = new TextDecoder()
      .decode(await exported.arrayBuffer())
      .trim()
      .split('\r\n');
    expect(lines).toContainEqual(
      expect.stringMatching(/^Kurumsal;Aktarım Bir AŞ;.*;Evet;urn:mail:defaultpk@aktarimbir.com$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^Kurumsal;Aktarım İki AŞ;.*;Hayır;$/));
  });
});

describe("the tenant's e-Fatura data", () => {
  const path = '/api/tenant/Settings/general';
  const settings = {
    companyName: 'Demo Teknik Servis A.Ş.',
    taxNumber: '1234567890',
    currency: 'TRY',
    defaultVatRate: 20,
  };

  it('answers no MERSİS number and the basic scenario before the first save', async () => {
    const res = await request('GET', path, { token: owner });
    expect(res.body.data).toMatchObject({ mersisNumber: null, eInvoiceScenario: 'TEMELFATURA', version: 0 });
  });

  it.each(['12345', '01234567890123456', '0123456789abcdef'])('answers 400 to the MERSİS number %s', async (mersis) => {
    const res = await request('PUT', path, { token: owner, body: { ...settings, mersisNumber: mersis, version: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ mersisNumber: tr.Validation.mersisFormat });
  });

  it('answers 400 to an unknown scenario', async () => {
    const res = await request('PUT', path, {
      token: owner,
      body: { ...settings, eInvoiceScenario: 'EARSIVFATURA', version: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ eInvoiceScenario: tr.Validation.invalidChoice });
  });

  it('stores the MERSİS number and the scenario, and reads them back', async () => {
    const body = { ...settings, mersisNumber: '0123 4567 8901 2345', eInvoiceScenario: 'TICARIFATURA', version: 0 };
    const saved = await request('PUT', path, { token: owner, body });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ mersisNumber: '0123456789012345', eInvoiceScenario: 'TICARIFATURA' });
    expect((await request('GET', path, { token: owner })).body.data).toMatchObject({
      mersisNumber: '0123456789012345',
      eInvoiceScenario: 'TICARIFATURA',
      version: 1,
    });
    const cleared = await request('PUT', path, {
      token: owner,
      body: { ...settings, mersisNumber: '', eInvoiceScenario: 'TEMELFATURA', version: 1 },
    });
    expect(cleared.body.data).toMatchObject({ mersisNumber: null, eInvoiceScenario: 'TEMELFATURA', version: 2 });
  });
});
