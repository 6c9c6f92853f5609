import { Worker } from 'node:worker_threads';
import { and, eq, like, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  auditLog,
  customers,
  idempotencyKeys,
  invoices,
  mailOutbox,
  notifications,
  offers,
  rateCounters,
  statusHistory,
  tenants,
  users,
} from '@/lib/server/db/schema';
import tr from '@/messages/tr.json';
import { login, request, setMailDrain, startTestApp } from './harness';
import { nothingOpen, openOnDatabase } from './open-transactions';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let ownerId: string;
let teknik: string;
let isikId: string;
/** What was open on the database when each PDF started rendering. */
let openAtRender: ReturnType<typeof openOnDatabase>[];
let failRender = false;
/** Done while the next PDF renders: its result is posted only once this is over. */
let duringRender: (() => Promise<unknown>) | undefined;

beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
  ownerId = (await app.db.select().from(users).where(eq(users.email, 'owner@teknik.cari.demo')))[0]!.id;
  teknik = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  isikId = (
    await app.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, teknik), eq(customers.name, 'Işık Yapı')))
  )[0]!.id;
  // The queued rows are what this file reads, not the .eml files the worker would make of them.
  setMailDrain(false);
  // Every document is posted to the PDF worker (lib/server/pdf/render.ts): that is where it starts rendering.
  const post = Worker.prototype.postMessage;
  jest.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, message, transfer) {
    if ((message as { doc?: unknown }).doc) {
      openAtRender.push(openOnDatabase(app));
      if (failRender) throw new Error('render failed');
      const work = duringRender;
      duringRender = undefined;
      if (work) return void work().finally(() => post.call(this, message, transfer));
    }
    return post.call(this, message, transfer);
  });
});
beforeEach(() => {
  openAtRender = [];
  failRender = false;
});
afterAll(async () => {
  jest.restoreAllMocks();
  setMailDrain(true);
  await app.close();
});

const issuedInvoice = async () =>
  (
    await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.tenantId, teknik), eq(invoices.status, 'issued')))
      .limit(1)
  )[0]!;
const sendInvoice = (id: string, key: string) =>
  request('POST', `/api/tenant/Invoices/${id}/send`, {
    token: owner,
    body: { to: 'muhasebe@example.com' },
    headers: { 'idempotency-key': key },
  });

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const draftOffer = async () => {
  const res = await request('POST', '/api/tenant/Offers', {
    token: owner,
    body: {
      customerId: isikId,
      offerDate: today,
      validUntil: today,
      subject: 'Kazan dairesi bakımı',
      lines: [{ kind: 'free', name: 'Brülör ayarı', quantity: '1', unit: 'adet', unitPrice: '750.00', vatRate: 20 }],
    },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; number: string; version: number };
};
const sendOffer = (offer: { id: string; version: number }, key: string) =>
  request('POST', `/api/tenant/Offers/${offer.id}/send`, {
    token: owner,
    body: { version: offer.version },
    headers: { 'idempotency-key': key },
  });
const offerDetail = async (id: string) =>
  (await request('GET', `/api/tenant/Offers/${id}`, { token: owner })).body.data as {
    status: string;
    version: number;
    history: unknown[];
  };

/** The queued mails whose subject is like `pattern`. */
const queued = (pattern: string) => app.db.select().from(mailOutbox).where(like(mailOutbox.subject, pattern));
const pdfTextOf = async (mail: { attachments: { contentType: string; base64: string }[] | null }) => {
  const pdfs = (mail.attachments ?? []).filter((a) => a.contentType === 'application/pdf');
  expect(pdfs).toHaveLength(1);
  const bytes = new Uint8Array(Buffer.from(pdfs[0]!.base64, 'base64'));
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
};
const audited = (action: string, id: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, id)));
const sendCount = async () =>
  (
    await app.db
      .select()
      .from(rateCounters)
      .where(eq(rateCounters.key, `document-send:${ownerId}`))
  )[0]?.count ?? 0;

describe('an invoice or offer mailed with its PDF', () => {
  it('renders the invoice’s PDF with no transaction open, queues one mail with it, and replays a retry', async () => {
    const invoice = await issuedInvoice();
    const key = `fatura-${invoice.id}`;
    const first = await sendInvoice(invoice.id, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: invoice.id, number: invoice.number, status: 'issued' });
    // On PostgreSQL the request's transaction has committed and its connection is back; on PGlite
    // its one session is in no transaction (other requests go on while the PDF renders).
    expect(openAtRender).toEqual([nothingOpen]);

    const again = await sendInvoice(invoice.id, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // The retry answers from the stored answer, before anything renders.
    expect(openAtRender).toHaveLength(1);

    const mails = await queued(`Fatura ${invoice.number} - %`);
    expect(mails.map((m) => m.to)).toEqual(['muhasebe@example.com']);
    expect(await pdfTextOf(mails[0]!)).toContain(invoice.number!);
    expect(await audited('invoice.send', invoice.id)).toHaveLength(1);
    const [stored] = await app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.sentAt?.toISOString()).toBe(first.body.data.sentAt);
  });

  it('sends an offer the same way: its change, history and mail written together, once', async () => {
    const offer = await draftOffer();
    const key = `teklif-${offer.id}`;
    const first = await sendOffer(offer, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: offer.id, status: 'sent', to: 'info@isikyapi.com.tr' });
    expect(openAtRender).toEqual([nothingOpen]);
    const again = await sendOffer(offer, key);
    expect(again.body).toEqual(first.body);
    expect(openAtRender).toHaveLength(1);

    const mails = await queued(`% teklifi ${offer.number}: %`);
    expect(mails.map((m) => m.to)).toEqual(['info@isikyapi.com.tr']);
    expect(await pdfTextOf(mails[0]!)).toContain(offer.number);
    const detail = await offerDetail(offer.id);
    expect(detail).toMatchObject({ status: 'sent', version: offer.version + 1 });
    expect(detail.history).toHaveLength(2);
    expect(await audited('offer.send', offer.id)).toHaveLength(1);
  });

  it('writes nothing when the PDF does not render, answers why, and takes the send back', async () => {
    const invoice = await issuedInvoice();
    const offer = await draftOffer();
    const sendsBefore = await sendCount();
    const mailsBefore = (await app.db.select().from(mailOutbox)).length;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    failRender = true;
    const answers = [await sendInvoice(invoice.id, `bozuk-${invoice.id}`), await sendOffer(offer, `bozuk-${offer.id}`)];
    failRender = false;
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
    for (const res of answers) {
      expect(res.status).toBe(500);
      expect(res.body.error).toEqual({ code: 'pdf_render_failed', message: tr.ApiErrors.pdf_render_failed });
    }
    expect(openAtRender).toEqual([nothingOpen, nothingOpen]);

    expect((await app.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect(await audited('invoice.send', invoice.id)).toHaveLength(1);
    expect(await offerDetail(offer.id)).toMatchObject({ status: 'draft', version: offer.version, history: [{}] });
    expect(await audited('offer.send', offer.id)).toHaveLength(0);
    const offerRows = (table: typeof statusHistory | typeof notifications) =>
      app.db.select().from(table).where(eq(table.entityId, offer.id));
    expect(await offerRows(statusHistory)).toHaveLength(1);
    expect(await offerRows(notifications)).toHaveLength(0);
    expect(await app.db.select().from(idempotencyKeys).where(like(idempotencyKeys.key, 'bozuk-%'))).toEqual([]);
    expect(await sendCount()).toBe(sendsBefore);

    // The key was not used up: the same retry, once the PDF renders, sends.
    const retried = await sendOffer(offer, `bozuk-${offer.id}`);
    expect(retried.status).toBe(200);
    expect(await queued(`% teklifi ${offer.number}: %`)).toHaveLength(1);
  });

  it('answers 409 and sends nothing when the offer changes while its PDF renders', async () => {
    const offer = await draftOffer();
    const mailsBefore = (await app.db.select().from(mailOutbox)).length;
    duringRender = () =>
      app.db
        .update(offers)
        .set({ version: sql`${offers.version} + 1` })
        .where(eq(offers.id, offer.id));
    const res = await sendOffer(offer, `degisen-${offer.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
    expect(openAtRender).toEqual([nothingOpen]);
    expect((await app.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    expect(await offerDetail(offer.id)).toMatchObject({ status: 'draft', version: offer.version + 1 });
  });
});
