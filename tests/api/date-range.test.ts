import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let portal: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
  portal = await login('musteri@teknik.cari.demo');
});
afterAll(() => app.close());

const outOfRange = ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'];

describe('calendar days outside 1900-2100', () => {
  it.each([
    ['/api/tenant/Invoices', 'dateFrom'],
    ['/api/tenant/Invoices', 'dueTo'],
    ['/api/tenant/Payments', 'dateFrom'],
    ['/api/tenant/Offers', 'dateTo'],
    ['/api/tenant/Tasks', 'dueFrom'],
    ['/api/tenant/Reports/sales', 'from'],
    ['/api/tenant/Reports/collections', 'to'],
  ])('answers a filter %s?%s with a Turkish field error, not a 500', async (path, field) => {
    for (const day of outOfRange) {
      const res = await request('GET', `${path}?${field}=${day}`, { token: owner });
      expect([day, res.status, res.body.error.fields]).toEqual([
        day,
        400,
        { [field]: 'Tarih 1900 ile 2100 yılları arasında olmalıdır.' },
      ]);
    }
  });

  it('answers the portal statement with 400 too', async () => {
    const res = await request('GET', '/api/customer/Statement/pdf?dateFrom=0000-01-01', { token: portal });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.dateFrom).toBe('Tarih 1900 ile 2100 yılları arasında olmalıdır.');
  });

  it('names the field of a document date in year 0000', async () => {
    const payment = await request('POST', '/api/tenant/Payments', {
      token: owner,
      body: { paymentDate: '0000-01-01' },
    });
    expect(payment.status).toBe(400);
    expect(payment.body.error.fields.paymentDate).toBe('Tarih 1900 ile 2100 yılları arasında olmalıdır.');
    const invoice = await request('POST', '/api/tenant/Invoices', { token: owner, body: { dueDate: '9999-12-31' } });
    expect(invoice.status).toBe(400);
    expect(invoice.body.error.fields.dueDate).toBe('Tarih 1900 ile 2100 yılları arasında olmalıdır.');
  });

  it('keeps the first and last day of the range', async () => {
    const res = await request('GET', '/api/tenant/Invoices?dateFrom=1900-01-01&dateTo=2100-12-31', { token: owner });
    expect(res.status).toBe(200);
  });
});
