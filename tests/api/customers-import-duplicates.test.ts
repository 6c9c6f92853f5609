import tr from '@/messages/tr.json';
import { api } from '@/lib/server/api/app';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const base = '/api/tenant/Customers';

/** Windows-1254 bytes written out by hand (what Excel's plain "CSV" saves on a Turkish Windows). */
function windows1254(text: string): Uint8Array<ArrayBuffer> {
  const map: Record<string, number> = { ş: 0xfe, Ş: 0xde, ğ: 0xf0, Ğ: 0xd0, İ: 0xdd, ı: 0xfd, ç: 0xe7, Ç: 0xc7 };
  Object.assign(map, { ö: 0xf6, Ö: 0xd6, ü: 0xfc, Ü: 0xdc });
  return Uint8Array.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
}

function upload(path: string, name: string, content: BlobPart, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new File([content], name, { type: 'text/csv' }));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return api.request(path, { method: 'POST', headers: { authorization: `Bearer ${owner}` }, body: form });
}

const header = 'Tür;Ad / Unvan;Vergi No / TCKN;Vergi Dairesi;E-posta;Telefon;Etiketler;Notlar';
const tag = 'kodlama';
const rows = [
  `Kurumsal;Şişli Ağaç İşleri;6660000003;Şişli;;+90 212 000 00 01;${tag};`,
  `Bireysel;Işıl Doğan;;;isil.dogan@example.com;;${tag};Iğdırlı`,
];
const file = (lines: string[]) => windows1254([header, ...lines].join('\r\n'));

async function tagged() {
  const res = await request('GET', `${base}?tag=${tag}&pageSize=50`, { token: owner });
  return res.body.data.items as { id: string; name: string; phone: string | null; version: number }[];
}

describe('importing a Windows-1254 file twice', () => {
  it('previews the decoded rows with their Turkish letters', async () => {
    const res = await upload(`${base}/import/preview`, 'excel.csv', file(rows));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ encoding: 'windows-1254', unreadable: 0, validCount: 2, errorCount: 0 });
    expect(data.header[0]).toBe('Tür');
    expect(data.rows.map((r: { name: string }) => r.name)).toEqual(['Şişli Ağaç İşleri', 'Işıl Doğan']);
    expect(data.rows[1].cells).toEqual([
      'Bireysel',
      'Işıl Doğan',
      '',
      '',
      'isil.dogan@example.com',
      '',
      tag,
      'Iğdırlı',
    ]);
  });

  it('creates the rows once; "skip" adds nothing the second time', async () => {
    const first = await upload(`${base}/import/commit`, 'excel.csv', file(rows));
    expect(first.status).toBe(201);
    expect((await first.json()).data).toEqual({ created: 2, updated: 0, skipped: 0, rejected: 0 });
    expect((await tagged()).map((c) => c.name).sort()).toEqual(['Işıl Doğan', 'Şişli Ağaç İşleri']);

    const preview = (await (await upload(`${base}/import/preview`, 'excel.csv', file(rows))).json()).data;
    expect(preview.existingCount).toBe(2);
    expect(preview.rows[0].existing).toEqual({ id: expect.any(String), name: 'Şişli Ağaç İşleri' });

    const second = await upload(`${base}/import/commit`, 'excel.csv', file(rows), { mode: 'skip' });
    expect((await second.json()).data).toEqual({ created: 0, updated: 0, skipped: 2, rejected: 0 });
    expect(await tagged()).toHaveLength(2);
  });

  it('"update" changes the existing ones (by VKN, then email) and keeps what the file leaves empty', async () => {
    const before = await tagged();
    const changed = [
      `Kurumsal;Şişli Ağaç İşleri AŞ;6660000003;;;+90 212 000 00 99;${tag};`,
      `Bireysel;Işıl Doğan Yılmaz;;;ISIL.DOGAN@example.com;+90 532 000 00 02;${tag};`,
    ];
    const res = await upload(`${base}/import/commit`, 'excel.csv', file(changed), { mode: 'update' });
    expect((await res.json()).data).toEqual({ created: 0, updated: 2, skipped: 0, rejected: 0 });
    const after = await tagged();
    expect(after).toHaveLength(2);
    const sisli = after.find((c) => c.id === before.find((b) => b.name === 'Şişli Ağaç İşleri')!.id)!;
    expect(sisli).toMatchObject({ name: 'Şişli Ağaç İşleri AŞ', phone: '+90 212 000 00 99', version: 2 });
    const full = (await request('GET', `${base}/${sisli.id}`, { token: owner })).body.data;
    // The file's empty Vergi Dairesi cell is "not given", not "erase".
    expect(full.taxOffice).toBe('Şişli');
    expect(after.find((c) => c.name === 'Işıl Doğan Yılmaz')).toMatchObject({ phone: '+90 532 000 00 02' });
  });

  it('refuses an unknown mode', async () => {
    const res = await upload(`${base}/import/commit`, 'excel.csv', file(rows), { mode: 'merge' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.mode).toBe(tr.Validation.invalidChoice);
  });
});

describe('rows the import refuses', () => {
  it('flags characters nobody typed and a second row with the same VKN, and writes neither', async () => {
    const text = [
      header,
      'Kurumsal;S\uFFFDle \uFFFDak\uFFFDr;;;;;bozuk;',
      'Kurumsal;Tekrar Bir;7770000007;;;;bozuk;',
      'Kurumsal;Tekrar İki;7770000007;;;;bozuk;',
    ].join('\r\n');
    const preview = (await (await upload(`${base}/import/preview`, 'bozuk.csv', text)).json()).data;
    expect(preview).toMatchObject({ encoding: 'utf-8', unreadable: 3, validCount: 1, errorCount: 2 });
    expect(preview.rows[0].errors).toEqual({ _: tr.Validation.importUnreadable });
    expect(preview.rows[2].errors).toEqual({ _: tr.Validation.importDuplicateRow.replace('{row}', '3') });
    const res = await upload(`${base}/import/commit`, 'bozuk.csv', text);
    expect((await res.json()).data).toEqual({ created: 1, updated: 0, skipped: 0, rejected: 2 });
  });
});

describe('creating a customer that already exists', () => {
  const create = (body: Record<string, unknown>) => request('POST', base, { token: owner, body });
  const count = async (tag: string) =>
    (await request('GET', `${base}?tag=${tag}&pageSize=50`, { token: owner })).body.data.items.length as number;

  it('names the customer with the same VKN/TCKN and saves nothing until the user insists', async () => {
    const first = await create({ kind: 'company', name: 'Çiftçi Tarım Ltd', taxNumber: '5550000008', tags: ['ikiz'] });
    expect(first.status).toBe(201);

    const again = await create({
      kind: 'company',
      name: 'Çiftçi Tarım Limited',
      taxNumber: '5550000008',
      tags: ['ikiz'],
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'duplicate_customer',
      message: tr.ApiErrors.duplicate_customer.replace('{name}', 'Çiftçi Tarım Ltd'),
      details: { id: first.body.data.id, name: 'Çiftçi Tarım Ltd', matchedOn: 'taxNumber' },
    });
    expect(await count('ikiz')).toBe(1);

    const anyway = await create({
      kind: 'company',
      name: 'Çiftçi Tarım Limited',
      taxNumber: '5550000008',
      tags: ['ikiz'],
      allowDuplicate: true,
    });
    expect(anyway.status).toBe(201);
    expect(await count('ikiz')).toBe(2);
  });

  it('matches on the email, case-insensitively, when no VKN/TCKN is given', async () => {
    const first = await create({ kind: 'individual', name: 'Gülşen Öztürk', email: 'gulsen.ozturk@example.com' });
    expect(first.status).toBe(201);
    const again = await create({ kind: 'individual', name: 'G. Öztürk', email: 'Gulsen.Ozturk@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.error.details).toMatchObject({ id: first.body.data.id, matchedOn: 'email' });
  });

  it('ignores deleted customers and does not apply to edits', async () => {
    const first = await create({ kind: 'company', name: 'Silinen Ticaret', taxNumber: '4440000004' });
    expect((await request('DELETE', `${base}/${first.body.data.id}`, { token: owner })).status).toBe(200);
    const second = await create({ kind: 'company', name: 'Silinen Ticaret', taxNumber: '4440000004' });
    expect(second.status).toBe(201);

    // An edit never carries the flag: the update schema refuses it like any unknown field.
    const { id, version } = second.body.data;
    const edit = await request('PUT', `${base}/${id}`, {
      token: owner,
      body: { kind: 'company', name: 'Silinen Ticaret AŞ', taxNumber: '4440000004', version, allowDuplicate: true },
    });
    expect(edit.status).toBe(400);
  });
});
