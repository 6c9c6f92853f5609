import tr from '@/messages/tr.json';
import ExcelJS from 'exceljs';
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';
import { api } from '@/lib/server/api/app';
import { login, startTestApp } from './harness';

// Its own file, so the process's peak memory (maxRSS) starts from a plain app and not from other tests.
let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const preview = '/api/tenant/Customers/import/preview';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function upload(content: Buffer, name = 'liste.xlsx') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(content)], name, { type: xlsxType }));
  return await api.request(preview, { method: 'POST', headers: { authorization: `Bearer ${owner}` }, body: form });
}

/** A zip entry, deflated; `size` and `crc` describe the real content. */
interface Part {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
}

const part = (name: string, text: string): Part => {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
};

/** `prefix`, then `megabytes` MB of `unit` repeated, then `suffix`: compresses about a thousand to one. */
async function bombPart(name: string, prefix: string, unit: string, megabytes: number, suffix: string): Promise<Part> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const mb = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)).slice(0, 1024 * 1024));
  let crc = crc32(prefix);
  deflate.write(prefix);
  for (let i = 0; i < megabytes; i++) {
    crc = crc32(mb, crc);
    if (!deflate.write(mb)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end(suffix);
  await done;
  const size = prefix.length + megabytes * mb.length + suffix.length;
  return { name, deflated: Buffer.concat(out), size, crc: crc32(suffix, crc) };
}

/** A zip of the parts; `declared` may state another (lying) unpacked size in both headers. */
function zip(parts: Part[], declared: (p: Part) => number = (p) => p.size): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(declared(p), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc >>> 0, 16);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(declared(p), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const ns = 'http://schemas.openxmlformats.org';
const sst = `<sst xmlns="${ns}/spreadsheetml/2006/main"><si><t>Ad / Unvan</t></si><si><t>El Yapımı Ltd</t></si>`;
const sheet = (rows: string) =>
  `<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row>` +
  `<row r="2"><c r="A2" t="s"><v>1</v></c></row>${rows}</sheetData></worksheet>`;
/** A minimal hand-made workbook: one sheet, a header and one customer; parts may be replaced. */
const workbookParts = (replace: Record<string, Part> = {}): Part[] =>
  [
    part(
      '[Content_Types].xml',
      `<Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    part(
      '_rels/.rels',
      `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Sayfa1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    part('xl/worksheets/sheet1.xml', sheet('')),
    part('xl/sharedStrings.xml', `${sst}</sst>`),
  ].map((p) => replace[p.name] ?? p);

const peakRssMb = () => process.resourceUsage().maxRSS / 1024;
const contentTooLarge = tr.Validation.importFileContentTooLarge;

describe('import of a zip bomb', () => {
  // 300 MB of text in about 300 KB: far under the 2 MB upload cap.
  const bombMb = 300;
  let bombStrings: Part;
  let bombSheet: Part;
  beforeAll(async () => {
    // 1 MB is 1024 shared strings of 1 KB each.
    const string = `<si><t>${'A'.repeat(1024 - 16)}</t></si>`;
    bombStrings = await bombPart('xl/sharedStrings.xml', sst, string, bombMb, '</sst>');
    const [open, close] = sheet('<row r="3"><c r="A3" t="inlineStr"><is><t>|</t></is></c></row>').split('|');
    bombSheet = await bombPart('xl/worksheets/sheet1.xml', open!, 'A', bombMb, close!);
    // Warm up: the reader's modules are loaded and the hand-made workbook is proven readable.
    const res = await upload(zip(workbookParts()));
    expect(res.status).toBe(200);
    expect((await res.json()).data.rows).toEqual([
      { rowNumber: 2, name: 'El Yapımı Ltd', cells: ['El Yapımı Ltd'], errors: {}, existing: null },
    ]);
  });

  async function expectRefusedLean(file: Buffer) {
    expect(file.length).toBeLessThan(1024 * 1024);
    const before = peakRssMb();
    const started = Date.now();
    const res = await upload(file);
    expect({ status: res.status, message: (await res.json()).error?.fields?.file }).toEqual({
      status: 400,
      message: contentTooLarge,
    });
    expect(Date.now() - started).toBeLessThan(3000);
    // Inflating the whole part would need hundreds of megabytes.
    expect(peakRssMb() - before).toBeLessThan(24);
  }

  it('refuses shared strings that unpack past the limit, from the directory alone', async () => {
    await expectRefusedLean(zip(workbookParts({ 'xl/sharedStrings.xml': bombStrings })));
  });

  it('refuses a workbook whose parts together unpack past the limit', async () => {
    const media = { ...bombStrings, name: 'xl/media/image1.png' };
    await expectRefusedLean(zip([...workbookParts(), media]));
  });

  it('refuses a sheet whose headers understate its unpacked size, cutting the inflate short', async () => {
    await expectRefusedLean(
      zip(workbookParts({ 'xl/worksheets/sheet1.xml': bombSheet }), (p) => (p === bombSheet ? 4096 : p.size)),
    );
  });
});

describe('import of a long workbook', () => {
  it('refuses 20 000 rows quickly while other requests still answer', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Sayfa1');
    ws.addRow(['Ad / Unvan', 'E-posta', 'Telefon']);
    for (let i = 0; i < 20_000; i++) ws.addRow([`Müşteri ${i}`, `musteri${i}@example.com`, `+90 555 ${i}`]);
    const file = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    expect(file.length).toBeLessThan(2 * 1024 * 1024);

    const started = Date.now();
    let finished = false;
    const importing = upload(file).then(async (res) => {
      finished = true;
      return { status: res.status, elapsed: Date.now() - started, body: await res.json() };
    });
    // Meanwhile another user's request keeps answering promptly.
    let slowest = 0;
    while (!finished) {
      const asked = Date.now();
      const res = await api.request('/api/health');
      expect(res.status).toBe(200);
      slowest = Math.max(slowest, Date.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const result = await importing;
    expect(result.status).toBe(400);
    expect(result.body.error.fields.file).toBe(tr.Validation.importTooManyRows.replace('{max}', '5000'));
    expect(result.elapsed).toBeLessThan(5000);
    expect(slowest).toBeLessThan(500);
  }, 30_000);
});
