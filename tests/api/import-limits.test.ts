import tr from '@/messages/tr.json';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { crc32, deflateRawSync } from 'node:zlib';
import { api } from '@/lib/server/api/app';
import { login, startTestApp } from './harness';

// Imports that cost more than their rows: refused by their rows and cells, not by reading them all.
let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let sales: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, sales] = await Promise.all([login('owner@teknik.cari.demo'), login('satis@teknik.cari.demo')]);
}, 120_000);
afterAll(() => app.close());

const base = '/api/tenant/Customers/import';
/** The upload cap (2 MB), which every file below stays under. */
const IMPORT_UPLOAD_MAX = 2 * 1024 * 1024;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(content: Buffer | string, name: string, token = owner, step = 'preview') {
  const form = new FormData();
  const type = name.endsWith('.csv') ? 'text/csv' : xlsxType;
  form.append('file', new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type }));
  return await api.request(`${base}/${step}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** A deflated zip of the given files. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [path, text] of Object.entries(files)) {
    const name = Buffer.from(path);
    const data = Buffer.from(text);
    const deflated = deflateRawSync(data);
    const header = (size: number, signature: number) => {
      const h = Buffer.alloc(size);
      h.writeUInt32LE(signature, 0);
      return h;
    };
    const local = header(30, 0x04034b50);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data) >>> 0, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(46, 0x02014b50);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data) >>> 0, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += 30 + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const ns = 'http://schemas.openxmlformats.org';
/** A hand-made workbook whose one sheet has `rows` (sheetData's content) after a header row. */
const workbook = (rows: string) =>
  zip({
    '[Content_Types].xml': `<Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Sayfa1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml':
      `<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>` +
      `<row r="1"><c r="A1" t="inlineStr"><is><t>Ad / Unvan</t></is></c></row>${rows}</sheetData></worksheet>`,
  });

/** A full import: the header and 5 000 customers. */
async function fullWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sayfa1');
  ws.addRow(['Ad / Unvan', 'E-posta', 'Telefon', 'Notlar']);
  for (let i = 0; i < 5000; i++)
    ws.addRow([`Tam Dosya Müşterisi ${i}`, `tam${i}@example.com`, `+90 555 ${String(i).padStart(7, '0')}`, `Not ${i}`]);
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
}

/*
 * A health call answers within 100 ms during any import (the figure): the typical call is
 * held to it. A single call may still be delayed by the machine (the suite shares 2 cores with
 * other workers and, on a developer's machine, builds), so the slowest is held to a stall bound
 * instead. Before the limits a refusal blocked the event loop for 4–16 s.
 */
const RESPONSIVE_MS = 100;
const STALL_MS = 1000;
const QUICK_MS = 2000;

/** The answer to `send()`, and the median and slowest of the health calls made one after another while it ran. */
async function whileHealthChecked(send: () => Promise<Response>) {
  const started = Date.now();
  let done = false;
  const answer = send().then(async (res) => {
    const text = await res.text();
    done = true;
    return { status: res.status, elapsed: Date.now() - started, bytes: text.length, body: JSON.parse(text) };
  });
  const times: number[] = [];
  while (!done) {
    const asked = performance.now();
    expect((await api.request('/api/health')).status).toBe(200);
    times.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  return { ...(await answer), median, slowest: times.at(-1) ?? 0, calls: times.length };
}

const fileMessage = (key: 'importTooManyRows' | 'importTooManyColumns', max: number) =>
  tr.Validation[key].replace('{max}', String(max));

beforeAll(async () => {
  // Warm up: exceljs loads with the first workbook, which is proven readable.
  const res = await upload(
    workbook('<row r="2"><c r="A2" t="inlineStr"><is><t>Isınma Ltd</t></is></c></row>'),
    'a.xlsx',
  );
  expect(res.status).toBe(200);
  expect((await res.json()).data.validCount).toBe(1);
}, 60_000);

describe('rows and cells count, empty or not', () => {
  it('refuses a million empty rows in a 10 KB workbook quickly while health checks answer', async () => {
    const file = workbook('<row/>'.repeat(1_000_000));
    expect(file.length).toBeLessThan(64 * 1024);
    for (const step of ['preview', 'commit']) {
      const result = await whileHealthChecked(() => upload(file, 'bos-satirlar.xlsx', owner, step));
      expect({ status: result.status, file: result.body.error?.fields?.file }).toEqual({
        status: 400,
        file: fileMessage('importTooManyRows', 5000),
      });
      expect(result.elapsed).toBeLessThan(2 * QUICK_MS);
      expect(result.median).toBeLessThan(RESPONSIVE_MS);
      expect(result.slowest).toBeLessThan(STALL_MS);
    }
  }, 60_000);

  it('refuses ten million empty rows from the zip directory alone', async () => {
    const file = workbook('<row/>'.repeat(10_000_000));
    expect(file.length).toBeLessThan(IMPORT_UPLOAD_MAX);
    const started = Date.now();
    const res = await upload(file, 'on-milyon.xlsx');
    expect({ status: res.status, file: (await res.json()).error?.fields?.file }).toEqual({
      status: 400,
      file: tr.Validation.importFileContentTooLarge,
    });
    expect(Date.now() - started).toBeLessThan(QUICK_MS);
  }, 60_000);

  it('refuses a row of 100 000 cells, and reads one header cell far to the right as before', async () => {
    const wide = workbook(`<row r="2">${'<c/>'.repeat(100_000)}</row>`);
    const started = Date.now();
    const res = await upload(wide, 'genis.xlsx');
    expect({ status: res.status, file: (await res.json()).error?.fields?.file }).toEqual({
      status: 400,
      file: fileMessage('importTooManyColumns', 64),
    });
    expect(Date.now() - started).toBeLessThan(QUICK_MS);
    const far = workbook(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>Uzak Ltd</t></is></c><c r="XFD2"><v>1</v></c></row>',
    );
    const farRes = await upload(far, 'uzak.xlsx');
    expect(farRes.status).toBe(200);
    expect((await farRes.json()).data.rows[0].cells).toEqual(['Uzak Ltd']);
  });

  it('refuses a CSV of 600 000 columns quickly with a small answer', async () => {
    const csv = `Ad / Unvan${';x'.repeat(600_000)}\r\nGeniş Ltd${';y'.repeat(300_000)}\r\n`;
    expect(csv.length).toBeLessThan(IMPORT_UPLOAD_MAX);
    const result = await whileHealthChecked(() => upload(csv, 'genis.csv'));
    expect({ status: result.status, file: result.body.error?.fields?.file }).toEqual({
      status: 400,
      file: fileMessage('importTooManyColumns', 64),
    });
    expect(result.bytes).toBeLessThan(1024);
    expect(result.elapsed).toBeLessThan(QUICK_MS);
    expect(result.median).toBeLessThan(RESPONSIVE_MS);
    expect(result.slowest).toBeLessThan(STALL_MS);
  });

  it('counts the blank lines of a CSV as rows', async () => {
    const res = await upload(`Ad / Unvan\r\n${'\r\n'.repeat(1_000_000)}Son Ltd\r\n`, 'bos.csv');
    expect({ status: res.status, file: (await res.json()).error?.fields?.file }).toEqual({
      status: 400,
      file: fileMessage('importTooManyRows', 5000),
    });
  });
});

describe('a full import', () => {
  it('reads 5 000 rows while health checks answer promptly', async () => {
    const file = await fullWorkbook();
    const result = await whileHealthChecked(() => upload(file, 'tam.xlsx'));
    expect(result.status).toBe(200);
    expect(result.body.data.rows.filter((r: { errors: object }) => Object.keys(r.errors).length)).toEqual([]);
    expect(result.body.data.validCount).toBe(5000);
    expect(result.calls).toBeGreaterThan(1);
    expect(result.median).toBeLessThan(RESPONSIVE_MS);
    expect(result.slowest).toBeLessThan(STALL_MS);
  }, 60_000);
});

describe('one import per user at a time', () => {
  it('answers a second concurrent import of the same user with 429, not one of another user', async () => {
    const csv = ['Ad / Unvan;E-posta', ...Array.from({ length: 5000 }, (_, i) => `Eş Zamanlı ${i};es${i}@example.com`)];
    const file = csv.join('\r\n');
    const [first, second, other] = await Promise.all([
      upload(file, 'bir.csv'),
      upload(file, 'iki.csv'),
      upload(file, 'uc.csv', sales),
    ]);
    const answers = await Promise.all([first, second].map(async (r) => ({ status: r.status, body: await r.json() })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 429]);
    const busy = answers.find((a) => a.status === 429)!;
    expect(busy.body.error.fields.file).toBe(tr.Validation.importBusy);
    expect([first, second].find((r) => r.status === 429)!.headers.get('retry-after')).toBe('5');
    expect(other.status).toBe(200);
    // The slot is free again once the import has answered.
    expect((await upload(file, 'dort.csv')).status).toBe(200);
  }, 60_000);

  it('counts an import under way on another app instance (the slot is in the database)', async () => {
    const file = 'Ad / Unvan;E-posta\r\nBaşka Örnek Ltd;baska@example.com\r\n';
    const held = sql`insert into rate_counters (key, count)
      select 'import-slot:' || id, 1 from users where email = 'owner@teknik.cari.demo'
      on conflict (key) do update set count = 1, window_start = now()`;
    await app.asOwner(held);
    const res = await upload(file, 'baska.csv');
    expect({ status: res.status, file: (await res.json()).error?.fields?.file }).toEqual({
      status: 429,
      file: tr.Validation.importBusy,
    });
    await app.asOwner(sql`delete from rate_counters where key like 'import-slot:%'`);
    expect((await upload(file, 'baska.csv')).status).toBe(200);
  });
});
