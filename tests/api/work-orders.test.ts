import { workOrderStatuses, workOrderTransitions, type WorkOrderStatus } from '@/lib/schemas/values/work-orders';
import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let tech: string;
let satis: string;
let yetkisiz: string;
let yapi: string;
let ids: { owner: string; tech: string };
let customer: { id: string; contactId: string; addressId: string };
let otherCustomer: { id: string; contactId: string };
beforeAll(async () => {
  app = await startTestApp();
  [owner, tech, satis, yetkisiz, yapi] = await Promise.all(
    [
      'owner@teknik.cari.demo',
      'teknisyen@teknik.cari.demo',
      'satis@teknik.cari.demo',
      'yetkisiz@teknik.cari.demo',
      'owner@yapi.cari.demo',
    ].map((e) => login(e)),
  );
  const assignees = (await request('GET', '/api/tenant/WorkOrders/assignees', { token: owner })).body.data;
  const idOf = (name: string) => assignees.find((a: { name: string }) => a.name === name).id as string;
  ids = { owner: idOf('Mehmet Demir'), tech: idOf('Burak Koç') };
  const find = async (search: string) => {
    const found = (
      await request('GET', `/api/tenant/Customers?searchText=${encodeURIComponent(search)}`, { token: owner })
    ).body.data.items[0];
    return (await request('GET', `/api/tenant/Customers/${found.id}`, { token: owner })).body.data;
  };
  const isik = await find('Işık Yapı');
  customer = { id: isik.id, contactId: isik.contacts[0].id, addressId: isik.addresses[0].id };
  const caglar = await find('Çağlar');
  otherCustomer = { id: caglar.id, contactId: caglar.contacts[0].id };
});
afterAll(() => app.close());

const base = '/api/tenant/WorkOrders';
const order = (over: Record<string, unknown> = {}) => ({
  customerId: customer.id,
  contactId: customer.contactId,
  addressId: customer.addressId,
  title: 'Kombi arızası',
  priority: 'high',
  plannedStart: '2026-11-24T09:00:00+03:00',
  plannedEnd: '2026-11-24T11:30:00+03:00',
  assigneeIds: [ids.tech],
  lines: [
    {
      kind: 'product',
      description: 'Sirkülasyon Pompası',
      quantity: '1',
      unit: 'adet',
      unitPrice: '2875.50',
      vatRate: 20,
    },
    { kind: 'labor', description: 'İşçilik', quantity: '1.5', unit: 'saat', unitPrice: '850.00', vatRate: 20 },
  ],
  checklist: [{ text: 'Basınç kontrolü' }, { text: 'Test çalıştırması' }],
  ...over,
});
const create = (over: Record<string, unknown> = {}, token = owner) =>
  request('POST', base, { token, body: order(over) });
const move = (id: string, status: WorkOrderStatus, token = owner, extra: Record<string, unknown> = {}) =>
  request('POST', `${base}/${id}/status`, {
    token,
    body: { status, ...(status === 'done' ? { completionNote: 'İş bitti.' } : {}), ...extra },
  });

describe('work orders', () => {
  it('creates a numbered work order with its lines, totals, assignees, checklist and first history entry', async () => {
    const res = await create();
    expect(res.status).toBe(201);
    const year = new Date().getFullYear();
    expect(res.body.data.number).toMatch(new RegExp(`^IE-${year}-\\d{5}$`));
    expect(res.body.data).toMatchObject({
      status: 'planned',
      customerName: 'Işık Yapı',
      contactId: customer.contactId,
      addressId: customer.addressId,
      priority: 'high',
      plannedStart: '2026-11-24T06:00:00.000Z',
      assignees: [{ id: ids.tech, name: 'Burak Koç' }],
      subtotal: '4150.50',
      vatTotal: '830.10',
      grandTotal: '4980.60',
      readyToInvoice: false,
      version: 1,
    });
    expect(res.body.data.lines.map((l: { net: string }) => l.net)).toEqual(['2875.50', '1275.00']);
    expect(res.body.data.checklist).toEqual([
      { id: expect.any(String), text: 'Basınç kontrolü', done: false },
      { id: expect.any(String), text: 'Test çalıştırması', done: false },
    ]);
    expect(res.body.data.history).toEqual([expect.objectContaining({ from: null, to: 'planned' })]);
    const next = (await create()).body.data.number as string;
    expect(Number(next.slice(-5))).toBe(Number(res.body.data.number.slice(-5)) + 1);
  });

  it('allows every transition of the machine and answers 422 to every other one', async () => {
    const pathTo: Record<WorkOrderStatus, WorkOrderStatus[]> = {
      planned: [],
      in_progress: ['in_progress'],
      waiting_parts: ['in_progress', 'waiting_parts'],
      done: ['in_progress', 'done'],
      cancelled: ['cancelled'],
    };
    for (const from of workOrderStatuses) {
      for (const to of workOrderStatuses) {
        const { id } = (await create({ assigneeIds: [] })).body.data;
        for (const step of pathTo[from]) expect((await move(id, step)).status).toBe(200);
        const res = await move(id, to);
        const allowed = workOrderTransitions[from].includes(to);
        expect([from, to, res.status]).toEqual([from, to, allowed ? 200 : 422]);
        if (allowed) expect(res.body.data.status).toBe(to);
        else expect(res.body.error.code).toBe('invalid_transition');
      }
    }
  });

  it('records the history, asks for a completion note and makes a done order read-only and ready to invoice', async () => {
    const wo = (await create()).body.data;
    await move(wo.id, 'in_progress', tech, { comment: 'Sahaya çıkıldı' });
    await move(wo.id, 'waiting_parts', tech);
    await move(wo.id, 'in_progress', tech);
    const noNote = await request('POST', `${base}/${wo.id}/status`, { token: tech, body: { status: 'done' } });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.fields.completionNote).toBe('İşi tamamlamak için bir tamamlama notu yazın.');
    const done = await move(wo.id, 'done', tech, { completionNote: 'Pompa değiştirildi.' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'done',
      readyToInvoice: true,
      completionNote: 'Pompa değiştirildi.',
      completedAt: expect.any(String),
    });
    expect(done.body.data.history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'planned'],
      ['planned', 'in_progress'],
      ['in_progress', 'waiting_parts'],
      ['waiting_parts', 'in_progress'],
      ['in_progress', 'done'],
    ]);
    expect(done.body.data.history[1]).toMatchObject({ comment: 'Sahaya çıkıldı', actorName: 'Burak Koç' });
    const edit = await request('PUT', `${base}/${wo.id}`, {
      token: owner,
      body: { ...order({ title: 'Değişiklik' }), version: done.body.data.version },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.error.code).toBe('not_editable');
    const itemId = wo.checklist[0].id;
    const tick = await request('PATCH', `${base}/${wo.id}/checklist/${itemId}`, { token: tech, body: { done: true } });
    expect(tick.status).toBe(422);
    expect((await request('POST', `${base}/${wo.id}/notes`, { token: tech, body: { body: 'x' } })).status).toBe(422);
    expect((await request('DELETE', `${base}/${wo.id}`, { token: owner })).status).toBe(422);
    const ready = await request('GET', `${base}?readyToInvoice=true&pageSize=100`, { token: owner });
    expect(ready.body.data.items.map((w: { id: string }) => w.id)).toContain(wo.id);

    const cancelled = (await create()).body.data;
    await move(cancelled.id, 'cancelled', owner, { comment: 'Müşteri vazgeçti' });
    const editCancelled = await request('PUT', `${base}/${cancelled.id}`, {
      token: owner,
      body: { ...order(), version: 2 },
    });
    expect(editCancelled.status).toBe(422);
  });

  it('ticks the checklist and keeps internal notes with author and time', async () => {
    const wo = (await create()).body.data;
    const itemId = wo.checklist[1].id;
    const tick = await request('PATCH', `${base}/${wo.id}/checklist/${itemId}`, { token: tech, body: { done: true } });
    expect(tick.status).toBe(200);
    expect(tick.body.data.checklist[1]).toMatchObject({ id: itemId, done: true });
    expect(tick.body.data.checklist[0].done).toBe(false);
    const note = await request('POST', `${base}/${wo.id}/notes`, {
      token: tech,
      body: { body: 'Parça sipariş edildi.' },
    });
    expect(note.status).toBe(201);
    expect(note.body.data.notes).toEqual([
      { id: expect.any(String), body: 'Parça sipariş edildi.', authorName: 'Burak Koç', createdAt: expect.any(String) },
    ]);
    const missing = await request('PATCH', `${base}/${wo.id}/checklist/nope`, { token: tech, body: { done: true } });
    expect(missing.status).toBe(404);
  });

  it('updates an open order on its version, replacing lines and assignees', async () => {
    const wo = (await create()).body.data;
    const res = await request('PUT', `${base}/${wo.id}`, {
      token: owner,
      body: { ...order({ title: 'Güncellendi', assigneeIds: [ids.owner, ids.tech], lines: [] }), version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Güncellendi', grandTotal: '0.00', lines: [], version: 2 });
    expect(res.body.data.assignees).toHaveLength(2);
    const stale = await request('PUT', `${base}/${wo.id}`, { token: owner, body: { ...order(), version: 1 } });
    expect(stale.status).toBe(409);
  });

  it('shows teknisyen@ only the orders assigned to them and 404 for another’s', async () => {
    const mine = (await create({ assigneeIds: [ids.tech], title: 'Teknisyenin işi' })).body.data;
    const others = (await create({ assigneeIds: [ids.owner], title: 'Sahibin işi' })).body.data;
    const list = await request('GET', `${base}?pageSize=100`, { token: tech });
    expect(list.status).toBe(200);
    const numbers = list.body.data.items.map((w: { id: string }) => w.id);
    expect(numbers).toContain(mine.id);
    expect(numbers).not.toContain(others.id);
    expect(
      list.body.data.items.every((w: { assignees: { id: string }[] }) => w.assignees.some((a) => a.id === ids.tech)),
    ).toBe(true);
    expect((await request('GET', `${base}/${others.id}`, { token: tech })).status).toBe(404);
    expect((await move(others.id, 'in_progress', tech)).status).toBe(404);
    const itemId = others.checklist[0].id;
    const tick = await request('PATCH', `${base}/${others.id}/checklist/${itemId}`, {
      token: tech,
      body: { done: true },
    });
    expect(tick.status).toBe(404);
    const put = await request('PUT', `${base}/${others.id}`, { token: tech, body: { ...order(), version: 1 } });
    expect(put.status).toBe(404);
    expect((await request('GET', `${base}/${mine.id}`, { token: tech })).status).toBe(200);
    // The owner (view-all) sees both; assigning the technician makes the order theirs to open.
    const all = await request('GET', `${base}?pageSize=100`, { token: owner });
    expect(all.body.data.items.map((w: { id: string }) => w.id)).toEqual(expect.arrayContaining([mine.id, others.id]));
    await request('PUT', `${base}/${others.id}`, {
      token: owner,
      body: { ...order({ title: 'Sahibin işi', assigneeIds: [ids.owner, ids.tech] }), version: 1 },
    });
    expect((await request('GET', `${base}/${others.id}`, { token: tech })).status).toBe(200);
    // Technicians may not create or delete.
    expect((await create({}, tech)).status).toBe(403);
    expect((await request('DELETE', `${base}/${mine.id}`, { token: tech })).status).toBe(403);
  });

  it('filters by status, assignee, customer, planned dates, priority and a search by number', async () => {
    const wo = (
      await create({
        customerId: otherCustomer.id,
        contactId: otherCustomer.contactId,
        addressId: null,
        priority: 'urgent',
        plannedStart: '2027-03-01T08:00:00+03:00',
        plannedEnd: '2027-03-01T10:00:00+03:00',
        assigneeIds: [ids.owner],
      })
    ).body.data;
    const q = async (query: string) =>
      (await request('GET', `${base}?pageSize=100&${query}`, { token: owner })).body.data.items.map(
        (w: { id: string }) => w.id,
      );
    expect(await q(`customerId=${otherCustomer.id}`)).toContain(wo.id);
    expect(await q(`customerId=${customer.id}`)).not.toContain(wo.id);
    expect(await q(`assigneeId=${ids.owner}`)).toContain(wo.id);
    expect(await q(`assigneeId=${ids.tech}`)).not.toContain(wo.id);
    expect(await q('status=planned&priority=urgent')).toContain(wo.id);
    expect(await q('status=done')).not.toContain(wo.id);
    const week = `from=${encodeURIComponent('2027-03-01T00:00:00+03:00')}&to=${encodeURIComponent('2027-03-08T00:00:00+03:00')}`;
    expect(await q(week)).toEqual([wo.id]);
    expect(await q(`searchText=${wo.number}`)).toEqual([wo.id]);
    expect(await q('searchText=caglar')).toContain(wo.id);
  });

  it('answers 400 with Turkish field messages for bad references and input', async () => {
    const res = await create({
      title: '',
      priority: 'acil',
      plannedStart: '2026-11-24T12:00:00+03:00',
      plannedEnd: '2026-11-24T10:00:00+03:00',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      title: 'Bu alan zorunludur.',
      priority: 'Geçersiz seçim.',
    });
    const order2 = await create({ plannedEnd: '2026-11-24T08:00:00+03:00' });
    expect(order2.body.error.fields.plannedEnd).toBe('Bitiş, başlangıçtan önce olamaz.');
    const wrongContact = await create({ contactId: otherCustomer.contactId });
    expect(wrongContact.body.error.fields.contactId).toBe('Seçilen kayıt bulunamadı.');
    const wrongUser = await create({ assigneeIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(wrongUser.body.error.fields.assigneeIds).toBe('Seçilen kullanıcı bulunamadı.');
    const badLine = await create({
      lines: [{ kind: 'product', description: 'x', quantity: 'bir', unit: 'adet', unitPrice: '1,5', vatRate: 18 }],
    });
    expect(badLine.body.error.fields).toMatchObject({
      'lines.0.quantity': 'Miktar sıfırdan büyük olmalı; en fazla 3 ondalık basamak girilebilir.',
      'lines.0.unitPrice': 'Geçerli bir tutar girin (en fazla 2 ondalık hane).',
      'lines.0.vatRate': 'KDV oranı %0, %1, %10 veya %20 olmalıdır.',
    });
  });

  it('keeps tenants apart (404) and refuses users without the permission (403, no menu entry)', async () => {
    const wo = (await create()).body.data;
    for (const [method, url] of [
      ['GET', `${base}/${wo.id}`],
      ['PUT', `${base}/${wo.id}`],
      ['DELETE', `${base}/${wo.id}`],
      ['POST', `${base}/${wo.id}/status`],
    ] as const) {
      const body =
        method === 'PUT' ? { ...order(), version: 1 } : method === 'POST' ? { status: 'cancelled' } : undefined;
      expect([method, (await request(method, url, { token: yapi, body })).status]).toEqual([method, 404]);
    }
    const foreignCustomer = await create({ contactId: null, addressId: null }, yapi);
    expect(foreignCustomer.body.error.fields.customerId).toBe('Seçilen kayıt bulunamadı.');
    for (const token of [satis, yetkisiz]) {
      expect((await request('GET', base, { token })).status).toBe(403);
      expect((await request('GET', `${base}/${wo.id}`, { token })).status).toBe(403);
      expect((await create({}, token)).status).toBe(403);
    }
    const menu = JSON.stringify((await request('GET', '/api/common/menus', { token: satis })).body.data);
    expect(menu).not.toContain('"work-orders"');
    const techMenu = JSON.stringify((await request('GET', '/api/common/menus', { token: tech })).body.data);
    expect(techMenu).toContain('"work-orders"');
    expect(techMenu).not.toContain('"offers"');
  });

  it('counts work orders per status within what the user may see', async () => {
    const all = (await request('GET', `${base}/status-counts`, { token: owner })).body.data;
    const techCounts = (await request('GET', `${base}/status-counts`, { token: tech })).body.data;
    const total = (rows: { count: number }[]) => rows.reduce((a, r) => a + r.count, 0);
    expect(total(all)).toBeGreaterThan(total(techCounts));
    expect(techCounts.map((r: { status: string }) => r.status)).toEqual(expect.arrayContaining(['planned', 'done']));
  });

  it('gives 20 parallel creates 20 consecutive numbers', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => create({ lines: [], checklist: [] })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const sequence = results.map((r) => Number((r.body.data.number as string).slice(-5))).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: 20 }, (_, i) => sequence[0]! + i));
  });
});

describe('demo work orders', () => {
  it('exist in every status, mostly assigned to teknisyen@', async () => {
    const list = (await request('GET', `${base}?pageSize=100&sortField=number&sortOrder=asc`, { token: tech })).body
      .data.items as { status: string; number: string }[];
    expect(new Set(list.slice(0, 4).map((w) => w.status))).toEqual(
      new Set(['planned', 'in_progress', 'waiting_parts', 'done']),
    );
    const cancelled = await request('GET', `${base}?status=cancelled`, { token: owner });
    expect(cancelled.body.data.totalCount).toBeGreaterThan(0);
    // The accepted demo offer was converted, and the technician has it.
    const fromOffer = (
      await request('GET', `${base}?searchText=${encodeURIComponent('Kombi bakım sözleşmesi')}`, { token: tech })
    ).body.data.items[0];
    const detail = (await request('GET', `${base}/${fromOffer.id}`, { token: tech })).body.data;
    expect(detail.offerNumber).toMatch(/^TKL-/);
    expect(detail.lines.length).toBeGreaterThan(0);
  });
});
