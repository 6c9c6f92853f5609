import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let satis: string;
let yapi: string;
beforeAll(async () => {
  app = await startTestApp();
  [owner, satis, yapi] = await Promise.all(
    ['owner@teknik.cari.demo', 'satis@teknik.cari.demo', 'owner@yapi.cari.demo'].map((e) => login(e)),
  );
});
afterAll(() => app.close());

const post = (url: string, body: unknown, token = owner) => request('POST', url, { token, body });

describe('categories', () => {
  it('builds a tree and refuses a cycle', async () => {
    const root = (await post('/api/tenant/Categories', { name: 'Elektrik' })).body.data;
    const child = (await post('/api/tenant/Categories', { name: 'Kablolar', parentId: root.id })).body.data;
    expect(child).toMatchObject({ parentId: root.id, version: 1 });
    const cycle = await request('PUT', `/api/tenant/Categories/${root.id}`, {
      token: owner,
      body: { name: 'Elektrik', parentId: child.id, version: 1 },
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error.fields.parentId).toBe('Bir kategori kendisinin veya alt kategorisinin altına taşınamaz.');
    const self = await request('PUT', `/api/tenant/Categories/${root.id}`, {
      token: owner,
      body: { name: 'Elektrik', parentId: root.id, version: 1 },
    });
    expect(self.status).toBe(400);
    const list = await request('GET', '/api/tenant/Categories', { token: owner });
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Elektrik', 'Kablolar']),
    );
  });

  it('does not delete a category in use, answers 409 to a stale version and 404 across tenants', async () => {
    const root = (await post('/api/tenant/Categories', { name: 'Tesisat' })).body.data;
    await post('/api/tenant/Categories', { name: 'Vana', parentId: root.id });
    const inUse = await request('DELETE', `/api/tenant/Categories/${root.id}`, { token: owner });
    expect(inUse.status).toBe(422);
    expect(inUse.body.error.code).toBe('in_use');
    expect(
      (
        await request('PUT', `/api/tenant/Categories/${root.id}`, {
          token: owner,
          body: { name: 'T', parentId: null, version: 7 },
        })
      ).status,
    ).toBe(409);
    expect((await request('GET', `/api/tenant/Categories/${root.id}`, { token: yapi })).status).toBe(404);
    expect(
      (await post('/api/tenant/Categories', { name: 'Yabancı', parentId: root.id }, yapi)).body.error.fields.parentId,
    ).toBe('Üst kategori bulunamadı.');
    expect((await request('GET', '/api/tenant/Categories', { token: satis })).status).toBe(403);
  });

  it('lists each category with the products and labor filed under it, so the screen can refuse a delete up front', async () => {
    const full = (await post('/api/tenant/Categories', { name: 'Dolu Kategori' })).body.data;
    const empty = (await post('/api/tenant/Categories', { name: 'Boş Kategori' })).body.data;
    const product = { name: 'Sayılan', categoryId: full.id, unit: 'adet', salePrice: '5', vatRate: 20 };
    expect((await post('/api/tenant/Products', { ...product, code: 'SAY-1' })).status).toBe(201);
    expect((await post('/api/tenant/Products', { ...product, code: 'SAY-2' })).status).toBe(201);
    const list = (await request('GET', '/api/tenant/Categories', { token: owner })).body.data as {
      id: string;
      itemCount: number;
    }[];
    expect(list.find((c) => c.id === full.id)?.itemCount).toBe(2);
    expect(list.find((c) => c.id === empty.id)?.itemCount).toBe(0);
  });
});

describe('products', () => {
  const product = (over: Record<string, unknown> = {}) => ({
    code: 'KBL-001',
    name: 'NYM Kablo 3x2,5',
    unit: 'm',
    salePrice: '1234.56',
    currency: 'TRY',
    vatRate: 20,
    ...over,
  });

  it('creates a product with an exact decimal price and finds it by a folded search', async () => {
    const res = await post('/api/tenant/Products', product());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      code: 'KBL-001',
      salePrice: '1234.56',
      vatRate: 20,
      active: true,
      version: 1,
    });
    // The largest amount a money field takes (MONEY_MAX), kept to the kuruş.
    const big = await post('/api/tenant/Products', product({ code: 'BIG', salePrice: '999999999999.99' }));
    expect(big.body.data.salePrice).toBe('999999999999.99');
    const list = await request('GET', '/api/tenant/Products?searchText=KABLO', { token: owner });
    expect(list.body.data.items.map((p: { code: string }) => p.code)).toContain('KBL-001');
  });

  it('answers 409 with a field message for a duplicate code', async () => {
    const res = await post('/api/tenant/Products', product({ name: 'Başka' }));
    expect(res.status).toBe(409);
    expect(res.body.error.fields.code).toBe('Bu ürün kodu zaten kullanılıyor.');
    const other = await post('/api/tenant/Products', product(), yapi);
    expect(other.status).toBe(201);
  });

  it('validates price, KDV rate and unit', async () => {
    const res = await post(
      '/api/tenant/Products',
      product({ code: 'X', salePrice: '12.345', vatRate: 18, unit: 'ton' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      salePrice: 'Geçerli bir tutar girin (en fazla 2 ondalık hane).',
      vatRate: 'KDV oranı %0, %1, %10 veya %20 olmalıdır.',
      unit: 'Geçersiz seçim.',
    });
    expect((await post('/api/tenant/Products', product({ code: 'F', salePrice: 12.5 }))).status).toBe(400);
  });

  it('updates with versions, refuses without permission and hides other tenants', async () => {
    const created = (await post('/api/tenant/Products', product({ code: 'UPD' }))).body.data;
    const ok = await request('PUT', `/api/tenant/Products/${created.id}`, {
      token: owner,
      body: product({ code: 'UPD', salePrice: '10', version: 1 }),
    });
    expect(ok.body.data).toMatchObject({ salePrice: '10.00', version: 2 });
    expect(
      (
        await request('PUT', `/api/tenant/Products/${created.id}`, {
          token: owner,
          body: product({ code: 'UPD', version: 1 }),
        })
      ).status,
    ).toBe(409);
    expect((await request('GET', `/api/tenant/Products/${created.id}`, { token: yapi })).status).toBe(404);
    expect((await request('DELETE', `/api/tenant/Products/${created.id}`, { token: yapi })).status).toBe(404);
    expect((await post('/api/tenant/Products', product({ code: 'S' }), satis)).status).toBe(403);
    expect((await request('DELETE', `/api/tenant/Products/${created.id}`, { token: owner })).status).toBe(200);
    expect((await request('GET', `/api/tenant/Products/${created.id}`, { token: owner })).status).toBe(404);
  });
});

describe('labors', () => {
  it('creates, lists, updates and deletes labor with hour or day units', async () => {
    const cat = (await post('/api/tenant/Categories', { name: 'Servis' })).body.data;
    const res = await post('/api/tenant/Labors', {
      name: 'Kombi bakımı',
      categoryId: cat.id,
      unit: 'saat',
      rate: '750',
      vatRate: 20,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ rate: '750.00', categoryName: 'Servis', unit: 'saat' });
    expect(
      (await post('/api/tenant/Labors', { name: 'X', unit: 'adet', rate: '1', vatRate: 20 })).body.error.fields.unit,
    ).toBe('Geçersiz seçim.');
    const list = await request('GET', `/api/tenant/Labors?categoryId=${cat.id}`, { token: owner });
    expect(list.body.data.totalCount).toBe(1);
    const id = res.body.data.id;
    const upd = await request('PUT', `/api/tenant/Labors/${id}`, {
      token: owner,
      body: { name: 'Kombi bakımı', unit: 'gun', rate: '5000.50', vatRate: 10, version: 1 },
    });
    expect(upd.body.data).toMatchObject({ unit: 'gun', rate: '5000.50', categoryId: null, version: 2 });
    expect((await request('GET', `/api/tenant/Labors/${id}`, { token: yapi })).status).toBe(404);
    expect((await request('GET', '/api/tenant/Labors', { token: satis })).status).toBe(403);
    expect((await request('DELETE', `/api/tenant/Labors/${id}`, { token: owner })).status).toBe(200);
  });

  it('refuses another tenant category', async () => {
    const cat = (await post('/api/tenant/Categories', { name: 'Yapı Kat' }, yapi)).body.data;
    const res = await post('/api/tenant/Labors', {
      name: 'Söküm',
      categoryId: cat.id,
      unit: 'saat',
      rate: '100',
      vatRate: 20,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.categoryId).toBe('Kategori bulunamadı.');
  });
});
