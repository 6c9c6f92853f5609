import tr from '@/messages/tr.json';
import en from '@/messages/en.json';
import { api } from '@/lib/server/api/app';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const MB = 1024 * 1024;
/** A JSON object of about `bytes` bytes that is otherwise a valid login. */
const padded = (bytes: number) =>
  JSON.stringify({ email: 'owner@teknik.cari.demo', password: 'yanlis', pad: 'x'.repeat(bytes) });

/** A body sent as a stream: no Content-Length, as with chunked transfer encoding. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
}

const send = (path: string, body: BodyInit, headers: Record<string, string> = {}, method = 'POST') =>
  api.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

const tooLarge = {
  error: { code: 'payload_too_large', message: tr.ApiErrors.payload_too_large.replace('{max}', '1') },
};

describe('JSON body size limit', () => {
  it('answers 413 to an oversized login body, with the standard error envelope', async () => {
    const body = padded(2 * MB);
    const res = await send('/api/common/Auth/login', body, { 'content-length': String(body.length) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
  });

  it('counts a streamed body without Content-Length too, and answers in the request language', async () => {
    const res = await send('/api/common/Auth/login', streamed(padded(5 * MB)), { 'accept-language': 'en' });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toEqual({
      code: 'payload_too_large',
      message: en.ApiErrors.payload_too_large.replace('{max}', '1'),
    });
  });

  it('answers 413 on an authenticated endpoint before the body is read', async () => {
    const body = JSON.stringify({ kind: 'company', name: 'Büyük Gövde Ltd', notes: 'x'.repeat(2 * MB) });
    const res = await send('/api/tenant/Customers', body, { authorization: `Bearer ${owner}` });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(tooLarge);
    const streamedRes = await send('/api/tenant/Customers', streamed(body), { authorization: `Bearer ${owner}` });
    expect(streamedRes.status).toBe(413);
    const list = await request('GET', '/api/tenant/Customers?searchText=buyuk govde', { token: owner });
    expect(list.body.data.totalCount).toBe(0);
  });

  it('still reads a body under the limit', async () => {
    const res = await send('/api/common/Auth/login', padded(900 * 1024));
    expect(res.status).not.toBe(413);
    const streamedRes = await send('/api/common/Auth/login', streamed(padded(900 * 1024)));
    expect(streamedRes.status).not.toBe(413);
    const plain = await request('POST', '/api/common/Auth/login', {
      body: { email: 'owner@teknik.cari.demo', password: 'Demo.1234' },
    });
    expect(plain.status).toBe(200);
  });
});

describe('every body is capped, whatever its type claims', () => {
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
  /** `bytes` in 64 KB chunks, handed out only as they are read. */
  const lazily = (bytes: Uint8Array, onPull = () => {}) => {
    let at = 0;
    return new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          onPull();
          if (at >= bytes.length) return controller.close();
          controller.enqueue(bytes.subarray(at, at + 64 * 1024));
          at += 64 * 1024;
        },
      },
      { highWaterMark: 0 },
    );
  };

  it('refuses 5 MB sent to the login as multipart at once, without holding it', async () => {
    const body = new TextEncoder().encode(padded(5 * MB));
    for (const declared of [{ 'content-length': String(body.length) }, {}] as Record<string, string>[]) {
      // The fastest of three tries: another process on the 2 cores can only slow one down.
      let fastest = Infinity;
      for (let attempt = 0; attempt < 3; attempt++) {
        const rss = process.memoryUsage().rss;
        const started = performance.now();
        const res = await send('/api/common/Auth/login', lazily(body), { ...multipart, ...declared });
        fastest = Math.min(fastest, performance.now() - started);
        expect({ status: res.status, body: await res.json() }).toEqual({ status: 413, body: tooLarge });
        expect(process.memoryUsage().rss - rss).toBeLessThan(20 * MB);
      }
      expect(fastest).toBeLessThan(200);
    }
  });

  it('refuses a declared Content-Length over the cap before reading a byte', async () => {
    let pulls = 0;
    const body = lazily(new Uint8Array(3 * MB), () => pulls++);
    const res = await send('/api/common/Auth/login', body, { ...multipart, 'content-length': String(3 * MB) });
    expect(res.status).toBe(413);
    expect(pulls).toBe(0);
  });

  it('refuses a body of another type on a JSON route without reading it as JSON', async () => {
    const login = JSON.stringify({ email: 'owner@teknik.cari.demo', password: 'Demo.1234' });
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']) {
      const res = await send('/api/common/Auth/login', login, { 'content-type': type });
      expect({ type, status: res.status, fields: (await res.json()).error?.fields }).toEqual({
        type,
        status: 400,
        fields: { _: tr.Validation.bodyNotJson },
      });
    }
    const json = await send('/api/common/Auth/login', login, { 'content-type': 'application/json; charset=utf-8' });
    expect(json.status).toBe(200);
  });

  it('gives each upload route its own cap, over or under the JSON one', async () => {
    const importFile = (csv: string) => {
      const form = new FormData();
      form.append('file', new File([csv], 'liste.csv', { type: 'text/csv' }));
      return form;
    };
    const notes = 'n'.repeat(360);
    const rows = Array.from({ length: 4000 }, (_, i) => `Sınır Müşterisi ${i};${notes}`);
    const csv = ['Ad / Unvan;Notlar', ...rows].join('\r\n');
    expect(csv.length).toBeGreaterThan(1.4 * MB);
    const preview = await api.request('/api/tenant/Customers/import/preview', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: importFile(csv),
    });
    expect(preview.status).toBe(200);
    expect((await preview.json()).data.validCount).toBe(4000);

    // Refused by its declared length before anything else, the session included.
    const declared = await send('/api/tenant/Customers/import/preview', lazily(new Uint8Array(16)), {
      ...multipart,
      'content-length': String(3 * MB),
    });
    expect({ status: declared.status, file: (await declared.json()).error.fields.file }).toEqual({
      status: 413,
      file: tr.Validation.importFileTooLarge.replace('{max}', '2'),
    });

    // The logo's cap is below the JSON one.
    const form = new FormData();
    form.append('file', new File([new Uint8Array(900 * 1024)], 'logo.png', { type: 'image/png' }));
    const logo = await api.request('/api/tenant/Settings/general/logo', {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner}` },
      body: form,
    });
    expect({ status: logo.status, logo: (await logo.json()).error.fields.logo }).toEqual({
      status: 413,
      logo: tr.Validation.logoTooLarge,
    });
  });
});
