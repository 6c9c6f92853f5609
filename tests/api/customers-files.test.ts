import tr from '@/messages/tr.json';
import ExcelJS from 'exceljs';
import { api } from '@/lib/server/api/app';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, satis] = await Promise.all(['owner@teknik.cari.demo', 'satis@teknik.cari.demo'].map((e) => login(e)));
});
afterAll(() => app.close());

const base = '/api/tenant/Customers';

function upload(path: string, token: string, name: string, content: BlobPart, type = 'text/csv') {
  const form = new FormData();
  form.append('file', new File([content], name, { type }));
  return api.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

const csv = [
  'Tür;Ad / Unvan;Vergi No / TCKN;Vergi Dairesi;E-posta;Telefon;Etiketler;Notlar',
  'Kurumsal;İthalat Dış Ticaret;1234567890;Kadıköy;info@ithalat.com;+90 212 555 00 00;ithalat, toptan;',
  'Bireysel;Şule Çakır;10000000147;;sule@example.com;;;',
  'Bireysel;Oğuz Işıkçı;10000000146;;;;;Nakit çalışır',
].join('\r\n');

describe('customer import', () => {
  it('previews each row with Turkish errors and writes nothing', async () => {
    const res = await upload(`${base}/import/preview`, satis, 'musteriler.csv', '\uFEFF' + csv);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ validCount: 2, errorCount: 1 });
    expect(data.rows[1]).toMatchObject({
      rowNumber: 3,
      name: 'Şule Çakır',
      errors: { taxNumber: tr.Validation.taxNumberChecksum },
      existing: null,
    });
    const list = await request('GET', `${base}?searchText=ithalat`, { token: owner });
    expect(list.body.data.totalCount).toBe(0);
  });

  it('commits the valid rows in one go and skips the bad one', async () => {
    const res = await upload(`${base}/import/commit`, satis, 'musteriler.csv', csv);
    expect(res.status).toBe(201);
    expect((await res.json()).data).toEqual({ created: 2, updated: 0, skipped: 0, rejected: 1 });
    const list = await request('GET', `${base}?tag=ithalat`, { token: owner });
    expect(list.body.data.items).toEqual([
      expect.objectContaining({ name: 'İthalat Dış Ticaret', tags: ['ithalat', 'toptan'] }),
    ]);
    expect((await request('GET', `${base}?searchText=oguz isikci`, { token: owner })).body.data.totalCount).toBe(1);
  });

  it('reads an xlsx file', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sayfa1');
    ws.addRow(['Name', 'Type', 'Email']);
    ws.addRow(['Excel Müşterisi', 'Company', 'excel@example.com']);
    ws.addRow(['', 'Bireysel', 'bozuk-eposta']);
    const buffer = await wb.xlsx.writeBuffer();
    const res = await upload(
      `${base}/import/preview`,
      owner,
      'liste.xlsx',
      buffer as ArrayBuffer,
      'application/octet-stream',
    );
    const { data } = await res.json();
    expect(data.validCount).toBe(1);
    expect(data.rows[1].errors).toEqual({ name: 'Bu alan zorunludur.', email: 'Geçerli bir e-posta adresi girin.' });
  });

  it('refuses a file over 2 MB before reading it, with nothing written', async () => {
    const big = 'Ad / Unvan\r\n' + 'Büyük Dosya Ltd\r\n'.repeat(160_000);
    const res = await upload(`${base}/import/commit`, owner, 'buyuk.csv', big);
    expect(res.status).toBe(413);
    expect((await res.json()).error.fields.file).toBe(tr.Validation.importFileTooLarge.replace('{max}', '2'));
    const list = await api.request(`${base}?searchText=${encodeURIComponent('Büyük Dosya')}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect((await list.json()).data.items).toEqual([]);
  });

  it('caps the whole request body, not only the file part', async () => {
    const form = new FormData();
    form.append('file', new File([csv], 'kucuk.csv', { type: 'text/csv' }));
    form.append('padding', 'x'.repeat(3 * 1024 * 1024));
    const res = await api.request(`${base}/import/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: form,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.fields.file).toBe(tr.Validation.importFileTooLarge.replace('{max}', '2'));
  });

  it('rejects an unreadable file', async () => {
    const res = await upload(`${base}/import/preview`, owner, 'resim.png', 'xx', 'image/png');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.file).toBe('Dosya okunamadı. Lütfen .csv veya .xlsx dosyası seçin.');
  });
});

describe('customer import template', () => {
  it('serves the Turkish headers as CSV (BOM, ;) and as xlsx, which the import reads back', async () => {
    const get = (format: string, token = owner) =>
      api.request(`${base}/import/template?format=${format}`, { headers: { authorization: `Bearer ${token}` } });
    const csvRes = await get('csv');
    expect(csvRes.status).toBe(200);
    expect(csvRes.headers.get('content-disposition')).toBe('attachment; filename="musteri-aktarim-sablonu.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csvRes.arrayBuffer());
    expect(text).toBe(
      '\uFEFFTür;Ad / Unvan;Vergi No / TCKN;Vergi Dairesi;E-posta;Telefon;Etiketler;Notlar;e-Fatura Mükellefi;e-Fatura Etiketi\r\n',
    );

    const xlsxRes = await get('xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsxRes.arrayBuffer());
    expect(wb.worksheets[0]!.getRow(1).getCell(3).text).toBe('Vergi No / TCKN');
    const filled = await upload(
      `${base}/import/preview`,
      owner,
      'sablon.csv',
      text + 'Kurumsal;Şablon Ltd;;;;;;;;\r\n',
    );
    expect((await filled.json()).data).toMatchObject({ validCount: 1, errorCount: 0 });
  });
});

describe('customer export', () => {
  it('exports the filtered list as CSV with BOM and semicolons', async () => {
    const res = await api.request(`${base}/export?format=csv&tag=ithalat`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="musteriler-\d{4}-\d\d-\d\d\.csv"/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFFTür;Ad / Unvan;')).toBe(true);
    expect(text).toContain(
      // A cell with a comma is quoted, so a spreadsheet splitting on commas keeps it whole.
      'Kurumsal;İthalat Dış Ticaret;1234567890;Kadıköy;info@ithalat.com;+90 212 555 00 00;"ithalat, toptan";',
    );
    expect(text.trim().split('\r\n')).toHaveLength(2);
  });

  it('exports xlsx that reads back', async () => {
    const res = await api.request(`${base}/export?format=xlsx&searchText=oguz`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(2).text).toBe('Ad / Unvan');
    expect(ws.getRow(2).getCell(2).text).toBe('Oğuz Işıkçı');
  });
});
