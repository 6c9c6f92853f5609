import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

describe('control characters in text', () => {
  it('answers a NUL in a text field with a field error, not a 500', async () => {
    const res = await request('POST', '/api/tenant/Customers', {
      token: owner,
      body: { kind: 'company', name: 'Işık\u0000Yapı', notes: 'ok', contacts: [{ name: 'A\u0007li' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields.name).toBe('Bu alanda kullanılamayan karakterler var.');
    expect(res.body.error.fields['contacts.0.name']).toBe('Bu alanda kullanılamayan karakterler var.');
  });

  it('answers a NUL in a search text and in a profile name with 400', async () => {
    const search = await request('GET', '/api/tenant/Customers?searchText=a%00b', { token: owner });
    expect(search.status).toBe(400);
    expect(search.body.error.fields.searchText).toBeDefined();
    const profile = await request('PUT', '/api/common/Accounts/current', {
      token: owner,
      body: { name: 'Ay\u0000şe', surname: 'Kaya' },
    });
    expect(profile.status).toBe(400);
    expect(profile.body.error.fields.name).toBeDefined();
  });

  it('keeps tabs and line breaks, which multi-line text needs', async () => {
    const res = await request('POST', '/api/tenant/Customers', {
      token: owner,
      body: { kind: 'company', name: 'Satır Ltd.', notes: 'birinci satır\r\nikinci\tsatır' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.notes).toBe('birinci satır\r\nikinci\tsatır');
  });

  it('refuses a control character in a key of the body too', async () => {
    const res = await request('POST', '/api/tenant/Customers', {
      token: owner,
      body: { kind: 'company', name: 'Anahtar Ltd.', ['no\u0000tes']: 'x' },
    });
    expect(res.status).toBe(400);
  });
});
