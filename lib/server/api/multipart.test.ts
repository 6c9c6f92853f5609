import { Hono } from 'hono';
import { AppError } from '../errors';
import { multipartFile } from './multipart';

const invalid = () => new AppError(400, 'validation_failed');

/** What the route reads: the file (name, type, text) and, through Hono's parseBody, the other fields. */
const app = new Hono()
  .onError((err, c) => c.json({ error: err instanceof AppError ? err.code : String(err) }, 400))
  .post('/', async (c) => {
    const file = await multipartFile(c as never, invalid);
    const { file: _, ...fields } = await c.req.parseBody();
    return c.json({ name: file.name, type: file.type, text: await file.text(), fields });
  });

const send = async (body: BodyInit, headers: Record<string, string> = {}) =>
  (await app.request('/', { method: 'POST', body, headers })).json();

describe('multipartFile', () => {
  it('reads what the fetch FormData encoder writes, as the fetch parser does', async () => {
    const form = new FormData();
    form.append('mode', 'update');
    form.append(
      'file',
      new File(['Ad / Unvan;E-posta\r\n--x\r\nŞirket;a@b.co'], 'müşteri "listesi".csv', { type: 'text/csv' }),
    );
    form.append('note', 'çok\r\nsatırlı');
    const encoded = new Request('http://x/', { method: 'POST', body: form });
    const type = encoded.headers.get('content-type')!;
    const bytes = await encoded.arrayBuffer();
    const expected = await new Request('http://x/', {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': type },
    }).formData();
    const file = expected.get('file') as File;
    expect(await send(bytes, { 'content-type': type })).toEqual({
      name: file.name,
      type: file.type,
      text: await file.text(),
      fields: { mode: expected.get('mode'), note: expected.get('note') },
    });
  });

  it('reads a quoted boundary and an empty file', async () => {
    const body = [
      '--a b',
      'Content-Disposition: form-data; name="file"; filename="bos.csv"',
      '',
      '',
      '--a b--',
      '',
    ].join('\r\n');
    expect(await send(body, { 'content-type': 'multipart/form-data; boundary="a b"' })).toEqual({
      name: 'bos.csv',
      type: '',
      text: '',
      fields: {},
    });
  });

  it('refuses a body that only claims to be multipart', async () => {
    const part = (name: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
    for (const [body, type] of [
      ['{"a":1}', 'multipart/form-data; boundary=b'],
      [
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nkesik',
        'multipart/form-data; boundary=b',
      ],
      [`${part('mode')}--b--`, 'multipart/form-data; boundary=b'],
      [`${Array.from({ length: 20 }, (_, i) => part(`f${i}`)).join('')}--b--`, 'multipart/form-data; boundary=b'],
      ['--b--', 'multipart/form-data'],
      ['--b--', 'application/json'],
    ])
      expect({ body: body!.slice(0, 40), answer: await send(body!, { 'content-type': type! }) }).toEqual({
        body: body!.slice(0, 40),
        answer: { error: 'validation_failed' },
      });
  });
});
