import tr from '@/messages/tr.json';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let yetkisiz: string;
let yapi: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, yetkisiz, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'satis@teknik.cari.demo', 'yetkisiz@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) =>
      login(e),
    ),
  );
});
afterAll(() => app.close());

const base = '/api/tenant/Customers';
const company = (over: Record<string, unknown> = {}) => ({
  kind: 'company',
  name: 'Işık Yapı Malzemeleri',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  email: 'info@isikyapi.com.tr',
  phone: '+90 216 555 12 34',
  tags: ['toptan'],
  contacts: [{ name: 'Ayşe Nur Işık', title: 'Satın Alma', email: 'ayse@isikyapi.com.tr' }],
  addresses: [{ title: 'Merkez', line: 'Bağdat Cad. No: 1', district: 'Kadıköy', city: 'İstanbul' }],
  ...over,
});
/** A create body: these tests add the same company again and again (the duplicate warning has its own test). */
const newCompany = (over: Record<string, unknown> = {}) => ({ ...company(over), allowDuplicate: true });

describe('customers CRUD', () => {
  it('creates a customer with contacts and addresses and reads it back', async () => {
    const res = await request('POST', base, { token: owner, body: newCompany() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Işık Yapı Malzemeleri', version: 1, tags: ['toptan'] });
    expect(res.body.data.contacts[0]).toMatchObject({ name: 'Ayşe Nur Işık', portalStatus: null });
    const got = await request('GET', `${base}/${res.body.data.id}`, { token: owner });
    expect(got.status).toBe(200);
    expect(got.body.data.addresses[0]).toMatchObject({ city: 'İstanbul', country: 'Türkiye' });
  });

  it.each([
    ['a wrong VKN check digit', '1234567891'],
    ['a wrong TCKN check digit', '10000000147'],
  ])('rejects %s with the Turkish field message', async (_label, taxNumber) => {
    const res = await request('POST', base, { token: owner, body: newCompany({ taxNumber }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.taxNumber).toBe(tr.Validation.taxNumberChecksum);
  });

  it('validates required fields, kind and nested contacts', async () => {
    const res = await request('POST', base, {
      token: owner,
      body: { kind: 'x', name: ' ', contacts: [{ name: '' }], isVip: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      kind: 'Geçersiz seçim.',
      name: 'Bu alan zorunludur.',
      'contacts.0.name': 'Bu alan zorunludur.',
      isVip: 'Bu alan tanınmıyor.',
    });
  });

  it('updates with the current version and answers 409 to a stale one', async () => {
    const created = (await request('POST', base, { token: owner, body: newCompany({ name: 'Versiyon Ltd' }) })).body
      .data;
    const contacts = [{ ...created.contacts[0], portalStatus: undefined }, { name: 'Yeni Kişi' }];
    const body = { ...company({ name: 'Versiyon Ltd. Şti.' }), contacts, addresses: [], version: 1 };
    const ok = await request('PUT', `${base}/${created.id}`, { token: satis, body });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: 'Versiyon Ltd. Şti.', version: 2, addresses: [] });
    expect(ok.body.data.contacts.map((c: { id: string }) => c.id)[0]).toBe(created.contacts[0].id);
    expect(ok.body.data.contacts).toHaveLength(2);
    const stale = await request('PUT', `${base}/${created.id}`, { token: owner, body });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
  });

  it('soft-deletes and restores (undo)', async () => {
    const created = (await request('POST', base, { token: owner, body: newCompany({ name: 'Silinecek AŞ' }) })).body
      .data;
    expect((await request('DELETE', `${base}/${created.id}`, { token: owner })).status).toBe(200);
    expect((await request('GET', `${base}/${created.id}`, { token: owner })).status).toBe(404);
    const listed = await request('GET', `${base}?searchText=silinecek`, { token: owner });
    expect(listed.body.data.totalCount).toBe(0);
    const restored = await request('POST', `${base}/${created.id}/restore`, { token: owner });
    expect(restored.status).toBe(200);
    expect((await request('GET', `${base}/${created.id}`, { token: owner })).status).toBe(200);
    expect((await request('POST', `${base}/${created.id}/restore`, { token: owner })).status).toBe(404);
  });
});

describe('customers list', () => {
  it.each(['ışık', 'IŞIK', 'isik', 'Işık Yapı'])('finds Işık Yapı by %s', async (q) => {
    const res = await request('GET', `${base}?searchText=${encodeURIComponent(q)}`, { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((c: { name: string }) => c.name)).toContain('Işık Yapı Malzemeleri');
  });

  it('finds by tax number, email and phone digits', async () => {
    for (const q of ['1234567890', 'info@isikyapi', '216 555 12']) {
      const res = await request('GET', `${base}?searchText=${encodeURIComponent(q)}`, { token: owner });
      expect(res.body.data.items.length).toBeGreaterThan(0);
    }
  });

  it('pages, sorts in Turkish order and filters by kind and tag', async () => {
    for (const name of ['Zeytin Ltd', 'Çınar AŞ', 'Can Tic'])
      await request('POST', base, { token: owner, body: newCompany({ name, tags: ['sirala'], contacts: [] }) });
    await request('POST', base, {
      token: owner,
      body: { kind: 'individual', name: 'Ümit Kaya', taxNumber: '10000000146', tags: ['sirala'] },
    });
    const res = await request('GET', `${base}?tag=sirala&kind=company&pageSize=2&sortField=name&sortOrder=asc`, {
      token: owner,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalCount: 3, totalCapped: false, pageIndex: 0, pageSize: 2 });
    expect(res.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Can Tic', 'Çınar AŞ']);
    const desc = await request('GET', `${base}?tag=sirala&sortOrder=desc&pageIndex=0&pageSize=10`, { token: owner });
    expect(desc.body.data.items.map((c: { name: string }) => c.name)).toEqual([
      'Zeytin Ltd',
      'Ümit Kaya',
      'Çınar AŞ',
      'Can Tic',
    ]);
  });

  it('rejects a bad page size', async () => {
    const res = await request('GET', `${base}?pageSize=1000`, { token: owner });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.pageSize).toBeDefined();
  });
});

describe('customers access', () => {
  it('answers 401 without a token', async () => {
    expect((await request('GET', base)).status).toBe(401);
  });

  it('answers 403 without the permission', async () => {
    expect((await request('GET', base, { token: yetkisiz })).status).toBe(403);
    expect((await request('POST', base, { token: yetkisiz, body: newCompany() })).status).toBe(403);
    const id = (await request('POST', base, { token: satis, body: newCompany({ name: 'Satış Kaydı' }) })).body.data.id;
    expect((await request('DELETE', `${base}/${id}`, { token: satis })).status).toBe(403);
    expect((await request('GET', `${base}/export`, { token: yetkisiz })).status).toBe(403);
  });

  it("answers 404 for another tenant's customer", async () => {
    const id = (await request('POST', base, { token: owner, body: newCompany({ name: 'Gizli Müşteri' }) })).body.data
      .id;
    expect((await request('GET', `${base}/${id}`, { token: yapi })).status).toBe(404);
    expect((await request('PUT', `${base}/${id}`, { token: yapi, body: { ...company(), version: 1 } })).status).toBe(
      404,
    );
    expect((await request('DELETE', `${base}/${id}`, { token: yapi })).status).toBe(404);
    const list = await request('GET', `${base}?searchText=gizli`, { token: yapi });
    expect(list.body.data.totalCount).toBe(0);
  });
});

describe('customers list limits', () => {
  it('refuses pages past the 10 000-row window with a field message', async () => {
    const res = await request('GET', `${base}?pageIndex=100&pageSize=100`, { token: owner });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.pageIndex).toBe('Liste ilk 10000 kayıtla sınırlıdır; lütfen aramayı daraltın.');
    expect((await request('GET', `${base}?pageIndex=99&pageSize=100`, { token: owner })).status).toBe(200);
  });
});
