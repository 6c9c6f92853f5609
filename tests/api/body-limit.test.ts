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
