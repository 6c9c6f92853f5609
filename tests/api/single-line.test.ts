import { sendMail } from '@/lib/server/mail/mailer';
import { login, request, startTestApp } from './harness';
import { teknikAndIsik } from './portal-fixtures';
import { demoIds } from './tenant-fixtures';

const LINE_BREAK = 'Bu alan satır sonu içeremez.';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
});
afterAll(() => app.close());

const post = (url: string, body: unknown) => request('POST', url, { token: owner, body });

describe('line breaks in one-line fields', () => {
  it('refuses them in names, titles, subjects and codes with a Turkish field message', async () => {
    const { isikId } = await teknikAndIsik(app);
    const ids = await demoIds(app);
    const cases: [string, unknown, string][] = [
      [
        '/api/tenant/Customers',
        { kind: 'company', name: 'Işık\nYapı', contacts: [{ name: 'Ali\r\nVeli' }], tags: ['a\nb'] },
        'name',
      ],
      ['/api/tenant/Products', { code: 'P-1\r\n', name: 'Vida\rSomun', unit: 'adet', salePrice: '1' }, 'name'],
      ['/api/tenant/Tasks', { title: 'Ara\nBcc: x@example.com' }, 'title'],
      ['/api/tenant/WorkOrders', { customerId: isikId, title: 'Bakım\u2028Onarım' }, 'title'],
      [
        '/api/tenant/Users/invite',
        { name: 'Can\nX', surname: 'Yıldız', email: 'x@example.com', roleIds: [ids.teknikSalesRole] },
        'name',
      ],
      [
        '/api/tenant/Offers',
        {
          customerId: isikId,
          offerDate: '2026-01-05',
          validUntil: '2026-02-05',
          subject: 'Teklif\r\nBcc: x@example.com',
        },
        'subject',
      ],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(url, body);
      expect([url, res.status, res.body.error.fields[field]]).toEqual([url, 400, LINE_BREAK]);
    }
    const customer = await post('/api/tenant/Customers', {
      kind: 'company',
      name: 'Işık\nYapı',
      contacts: [{ name: 'Ali\r\nVeli' }],
      tags: ['a\nb'],
    });
    expect(customer.body.error.fields).toMatchObject({ 'contacts.0.name': LINE_BREAK, 'tags.0': LINE_BREAK });
  });

  it('trims a line break at either end and keeps multi-line notes', async () => {
    const res = await post('/api/tenant/Customers', {
      kind: 'company',
      name: '\r\nSatırlı Ltd.\n',
      notes: 'birinci satır\r\nikinci satır',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Satırlı Ltd.', notes: 'birinci satır\r\nikinci satır' });
  });
});

describe('server log lines', () => {
  it('JSON-encodes a mail subject, so "\\r\\nBcc: …" cannot forge a line of its own', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      await sendMail({ to: 'log@example.com', subject: 'Teklif\r\n[mail] forged -> boss@example.com', text: 'x' });
      const lines = info.mock.calls.map((args) => args.join(' '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toMatch(/[\r\n]/);
      expect(lines[0]).toContain('subject="Teklif\\r\\n[mail] forged -> boss@example.com"');
      expect(lines[0]).toContain('to="log@example.com"');
    } finally {
      env.NODE_ENV = before;
      info.mockRestore();
    }
  });
});
