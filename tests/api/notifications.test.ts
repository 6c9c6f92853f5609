import { and, eq, sql } from 'drizzle-orm';
import { notifications, users } from '@/lib/server/db/schema';
import { notifyOverdueInvoices } from '@/lib/server/services/notifications/overdue';
import { login, request, startTestApp } from './harness';
import { draftInvoice, draftOfferOfIsik, portalAccount, sentOfferOfIsik, teknikAndIsik } from './portal-fixtures';
import { demoIds, permissionIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let owner: string;
let satis: string;
let tech: string;
let musteri: string;
let yapiOwner: string;
let tenantId: string;
let isikId: string;
let techId: string;
let seriesId: string;
let sibling: { token: string; userId: string };

const get = (url: string, token: string) => request('GET', url, { token });
const post = (url: string, body: unknown, token: string) => request('POST', url, { token, body });

/** The notifications of `kind` about `entityId`, per recipient id. */
async function sent(kind: string, entityId: string) {
  const rows = await app.db
    .select({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), eq(notifications.entityId, entityId)));
  return rows.map((r) => r.recipientId).sort();
}

beforeAll(async () => {
  app = await startTestApp();
  ids = await demoIds(app);
  [owner, satis, tech, musteri, yapiOwner] = await Promise.all(
    [
      'owner@teknik.cari.demo',
      'satis@teknik.cari.demo',
      'teknisyen@teknik.cari.demo',
      'musteri@teknik.cari.demo',
      'owner@yapi.cari.demo',
    ].map((e) => login(e)),
  );
  ({ tenantId, isikId } = await teknikAndIsik(app));
  techId = (await app.db.select().from(users).where(eq(users.email, 'teknisyen@teknik.cari.demo')))[0]!.id;
  seriesId = (await post('/api/tenant/InvoiceSeries', { code: 'BLD', year: 2026 }, owner)).body.data.id;
  sibling = await portalAccount(owner, 'kardes.bildirim@example.com');
});
afterAll(() => app.close());

describe('the demo inbox', () => {
  it('gives owner@ 50 notifications, 10 a page newest first, and the badge equals the unread count', async () => {
    const seen: { id: string; read: boolean; createdAt: string; link: string | null }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`/api/tenant/Notifications${cursor ? `?cursor=${cursor}` : ''}`, owner);
      expect(res.status).toBe(200);
      expect(res.body.data.items.length).toBeLessThanOrEqual(10);
      seen.push(...res.body.data.items);
      cursor = res.body.data.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toHaveLength(50);
    expect(new Set(seen.map((n) => n.id)).size).toBe(50);
    const times = seen.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const unread = seen.filter((n) => !n.read).length;
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(50);
    expect((await get('/api/tenant/Notifications/unread-count', owner)).body.data.unreadCount).toBe(unread);
    expect((await get('/api/tenant/Notifications', owner)).body.data.unreadCount).toBe(unread);
    expect(seen.every((n) => n.link?.startsWith('/tenant/'))).toBe(true);
  });

  it("says only what the demo's records say: decided offers, overdue invoices, the owner's own work", async () => {
    const ownerId = (await app.db.select().from(users).where(eq(users.email, 'owner@teknik.cari.demo')))[0]!.id;
    const facts = await app.db.execute(sql`
      select n.kind, n.params, o.status as offer_status, c.name as offer_customer,
        (i.due_date < (now() at time zone 'Europe/Istanbul')::date and i.allocated_amount < i.grand_total) as overdue,
        exists (select 1 from work_order_assignees a where a.work_order_id = n.entity_id and a.user_id = n.recipient_id)
          as assigned_order,
        t.assignee_id = n.recipient_id as assigned_task
      from notifications n
      left join offers o on o.id = n.entity_id
      left join customers c on c.id = o.customer_id
      left join invoices i on i.id = n.entity_id
      left join tasks t on t.id = n.entity_id
      where n.recipient_id = ${ownerId}`);
    const rows = facts.rows as {
      kind: string;
      params: { customer?: string };
      offer_status: string | null;
      offer_customer: string | null;
      overdue: boolean | null;
      assigned_order: boolean;
      assigned_task: boolean | null;
    }[];
    expect(rows).toHaveLength(50);
    const wrong = rows.filter((r) => {
      if (r.kind === 'offer_accepted' || r.kind === 'offer_rejected')
        return r.offer_status !== r.kind.slice('offer_'.length) || r.params.customer !== r.offer_customer;
      if (r.kind === 'invoice_overdue') return r.overdue !== true;
      if (r.kind === 'work_order_assigned') return !r.assigned_order;
      if (r.kind === 'task_assigned') return r.assigned_task !== true;
      return true;
    });
    expect(wrong).toEqual([]);
    // The portal's newest news of a work order names the order's status now.
    const portal = await app.db.execute(sql`
      select distinct on (n.entity_id) n.params->>'statusKey' as key, w.status
      from notifications n join work_orders w on w.id = n.entity_id
      where n.kind = 'work_order_status' order by n.entity_id, n.created_at desc`);
    expect(portal.rows.length).toBeGreaterThan(0);
    for (const r of portal.rows as { key: string; status: string }[])
      expect(r.key).toBe(`WorkOrderStatuses.${r.status}`);
  });

  it('gives musteri@ a few, in the portal, with Turkish or English text by Accept-Language', async () => {
    const tr = (await get('/api/customer/Notifications', musteri)).body.data;
    expect(tr.items.length).toBeGreaterThanOrEqual(3);
    expect(tr.unreadCount).toBeGreaterThan(0);
    expect(tr.items.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Yeni teklif: /)]),
    );
    const en = await request('GET', '/api/customer/Notifications', {
      token: musteri,
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.data.items.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^New offer: /)]),
    );
  });
});

describe('access', () => {
  it('answers 403 to a tenant token on the portal inbox and to a portal token on the tenant inbox', async () => {
    expect((await get('/api/customer/Notifications', owner)).status).toBe(403);
    expect((await get('/api/customer/Notifications/unread-count', owner)).status).toBe(403);
    expect((await get('/api/tenant/Notifications', musteri)).status).toBe(403);
    expect((await post('/api/tenant/Notifications/read-all', {}, musteri)).status).toBe(403);
    expect((await get('/api/tenant/Notifications', '')).status).toBe(401);
    expect((await get('/api/tenant/Notifications?cursor=bozuk!', owner)).status).toBe(400);
  });

  it('reads, marks and deletes per recipient: anyone else’s id answers 404', async () => {
    const mine = (await get('/api/customer/Notifications', musteri)).body.data.items[0];
    const ownerItem = (await get('/api/tenant/Notifications', owner)).body.data.items[0];
    for (const [token, base] of [
      [owner, '/api/tenant/Notifications'],
      [yapiOwner, '/api/tenant/Notifications'],
      [sibling.token, '/api/customer/Notifications'],
    ] as const) {
      expect((await post(`${base}/${mine.id}/read`, {}, token)).status).toBe(404);
      expect((await request('DELETE', `${base}/${mine.id}`, { token })).status).toBe(404);
    }
    expect((await post(`/api/customer/Notifications/${ownerItem.id}/read`, {}, musteri)).status).toBe(404);
    expect((await get('/api/tenant/Notifications', yapiOwner)).body.data.items).toEqual([]);
  });

  it('marks one read, deletes one and marks all read; the badge follows', async () => {
    const count = async () => (await get('/api/tenant/Notifications/unread-count', satis)).body.data.unreadCount;
    const made = await post('/api/tenant/Tasks', { title: 'Okunacak görev', assigneeId: ids.satis }, owner);
    await post('/api/tenant/Tasks', { title: 'Silinecek görev', assigneeId: ids.satis }, owner);
    await post('/api/tenant/Tasks', { title: 'Üçüncü görev', assigneeId: ids.satis }, owner);
    expect(made.status).toBe(201);
    expect(await count()).toBe(3);
    const [third, second, first] = (await get('/api/tenant/Notifications', satis)).body.data.items;
    expect(first.body).toBe('Okunacak görev');
    expect((await post(`/api/tenant/Notifications/${first.id}/read`, {}, satis)).status).toBe(200);
    expect((await post(`/api/tenant/Notifications/${first.id}/read`, {}, satis)).status).toBe(200);
    expect(await count()).toBe(2);
    expect((await request('DELETE', `/api/tenant/Notifications/${second.id}`, { token: satis })).status).toBe(200);
    expect(await count()).toBe(1);
    const left = (await get('/api/tenant/Notifications', satis)).body.data.items;
    expect(left.map((n: { id: string }) => n.id)).toEqual([third.id, first.id]);
    expect(left[1].read).toBe(true);
    await post('/api/tenant/Notifications/read-all', {}, satis);
    expect(await count()).toBe(0);
  });
});

describe('causes', () => {
  it('tells the portal accounts of the customer once when an offer is sent, and no one else', async () => {
    const draft = await draftOfferOfIsik(app, owner, tenantId, isikId);
    expect(await sent('offer_sent', draft.id)).toEqual([]);
    const res = await post(`/api/tenant/Offers/${draft.id}/send`, { version: draft.version }, owner);
    expect(res.status).toBe(200);
    expect(await sent('offer_sent', draft.id)).toEqual([ids.musteri]);
    const item = (await get('/api/customer/Notifications', musteri)).body.data.items[0];
    expect(item).toMatchObject({ kind: 'offer_sent', link: `/documents/offers/${draft.id}`, read: false });
    expect(item.title).toBe(`Yeni teklif: ${draft.number}`);
  });

  it('tells the creator and the users who may update offers when the customer accepts; twice adds none', async () => {
    const role = (await get(`/api/tenant/Roles/${ids.teknikSalesRole}`, owner)).body.data;
    const granted = await request('PUT', `/api/tenant/Roles/${ids.teknikSalesRole}`, {
      token: owner,
      body: {
        name: role.name,
        permissionIds: await permissionIds(app, [
          'customers.view',
          'customers.create',
          'customers.update',
          'offers.view',
          'offers.update',
        ]),
        version: role.version,
      },
    });
    expect(granted.status).toBe(200);
    const id = await sentOfferOfIsik(app, owner, tenantId, isikId);
    const answer = await post(
      `/api/customer/Documents/offers/${id}/answer`,
      { status: 'accepted', note: 'Tamam' },
      musteri,
    );
    expect(answer.status).toBe(200);
    expect(await sent('offer_accepted', id)).toEqual([ids.owner, ids.satis].sort());
    expect((await post(`/api/customer/Documents/offers/${id}/answer`, { status: 'rejected' }, musteri)).status).toBe(
      409,
    );
    expect(await sent('offer_accepted', id)).toHaveLength(2);
    expect(await sent('offer_rejected', id)).toEqual([]);
    const top = (await get('/api/tenant/Notifications', owner)).body.data.items[0];
    expect(top).toMatchObject({ kind: 'offer_accepted', link: `/tenant/offers/${id}`, read: false });

    const other = await sentOfferOfIsik(app, owner, tenantId, isikId);
    await post(`/api/customer/Documents/offers/${other}/answer`, { status: 'rejected' }, musteri);
    expect(await sent('offer_rejected', other)).toEqual([ids.owner, ids.satis].sort());
  });

  it('says nothing when staff record the answer themselves, or when the answer fails', async () => {
    const id = await sentOfferOfIsik(app, owner, tenantId, isikId);
    const offer = (await get(`/api/tenant/Offers/${id}`, owner)).body.data;
    const staff = await post(`/api/tenant/Offers/${id}/status`, { status: 'accepted', version: offer.version }, owner);
    expect(staff.status).toBe(200);
    expect(await sent('offer_accepted', id)).toEqual([]);
    const expired = await sentOfferOfIsik(app, owner, tenantId, isikId);
    await app.db.execute(
      sql`update offers set valid_until = '2020-01-01', offer_date = '2019-12-01' where id = ${expired}`,
    );
    expect(
      (await post(`/api/customer/Documents/offers/${expired}/answer`, { status: 'accepted' }, musteri)).status,
    ).toBe(422);
    expect(await sent('offer_accepted', expired)).toEqual([]);
  });

  it('tells the portal accounts when an invoice is issued', async () => {
    const draft = await draftInvoice(owner, isikId, seriesId);
    expect((await post(`/api/tenant/Invoices/${draft.id}/issue`, {}, owner)).status).toBe(200);
    expect(await sent('invoice_issued', draft.id)).toEqual([ids.musteri]);
  });

  it('tells the assignees of a work order, then the customer of each status change', async () => {
    const created = await post(
      '/api/tenant/WorkOrders',
      { customerId: isikId, title: 'Bildirimli iş', priority: 'normal', assigneeIds: [techId, ids.owner], lines: [] },
      owner,
    );
    expect(created.status).toBe(201);
    const order = created.body.data;
    expect(await sent('work_order_assigned', order.id)).toEqual([techId]);
    const moved = await post(`/api/tenant/WorkOrders/${order.id}/status`, { status: 'in_progress' }, tech);
    expect(moved.status).toBe(200);
    expect(await sent('work_order_status', order.id)).toEqual([ids.musteri]);
    const shown = (await get('/api/customer/Notifications', musteri)).body.data.items[0];
    expect(shown.title).toBe(`İş emri ${order.number}: Devam Ediyor`);
    expect((await get('/api/tenant/Notifications', tech)).body.data.items[0]).toMatchObject({
      kind: 'work_order_assigned',
      link: `/tenant/work-orders/${order.id}`,
    });
  });

  it('leaves no notification when the cause fails after it was written (one transaction)', async () => {
    const order = (
      await post(
        '/api/tenant/WorkOrders',
        { customerId: isikId, title: 'Başarısız geçiş', priority: 'normal', assigneeIds: [], lines: [] },
        owner,
      )
    ).body.data;
    // The audit row is written after the notification: make it fail for this order only.
    await app.asOwner(
      sql.raw(`create or replace function fail_audit() returns trigger language plpgsql as $$
      begin if new.entity_id = '${order.id}' and new.action like '%status' then raise exception 'audit down'; end if;
      return new; end $$`),
    );
    await app.asOwner(
      sql`create trigger fail_audit before insert on audit_log for each row execute function fail_audit()`,
    );
    try {
      const moved = await post(`/api/tenant/WorkOrders/${order.id}/status`, { status: 'in_progress' }, owner);
      expect(moved.status).toBe(500);
    } finally {
      await app.asOwner(sql`drop trigger fail_audit on audit_log`);
    }
    expect(await sent('work_order_status', order.id)).toEqual([]);
    expect((await get(`/api/tenant/WorkOrders/${order.id}`, owner)).body.data.status).toBe('planned');
  });

  it('tells a task’s new assignee once, not the user who takes it themselves', async () => {
    const task = (await post('/api/tenant/Tasks', { title: 'Müşteriyi ara', assigneeId: techId }, owner)).body.data;
    expect(await sent('task_assigned', task.id)).toEqual([techId]);
    const edited = await request('PUT', `/api/tenant/Tasks/${task.id}`, {
      token: owner,
      body: { title: 'Müşteriyi yarın ara', assigneeId: techId, version: task.version },
    });
    expect(edited.status).toBe(200);
    expect(await sent('task_assigned', task.id)).toEqual([techId]);
    const own = (await post('/api/tenant/Tasks', { title: 'Kendi görevim', assigneeId: ids.owner }, owner)).body.data;
    expect(await sent('task_assigned', own.id)).toEqual([]);
  });

  it('tells the portal accounts when a collection from the customer is recorded', async () => {
    const methods = (await get('/api/tenant/PaymentMethods?pageSize=100', owner)).body.data.items;
    const cash = methods.find((m: { name: string }) => m.name === 'Nakit').id;
    const paid = await post(
      '/api/tenant/Payments',
      { kind: 'collection', customerId: isikId, paymentDate: '2026-03-20', paymentMethodId: cash, amount: '150.00' },
      owner,
    );
    expect(paid.status).toBe(201);
    expect(await sent('payment_received', paid.body.data.id)).toEqual([ids.musteri]);
    const shown = (await get('/api/customer/Notifications', musteri)).body.data.items[0];
    expect(shown).toMatchObject({ kind: 'payment_received', title: 'Ödemeniz alındı' });
    expect(shown.body).toContain('150,00');
  });

  it('tells the tenant once that an invoice became overdue', async () => {
    const draft = await draftInvoice(owner, isikId, seriesId);
    await post(`/api/tenant/Invoices/${draft.id}/issue`, {}, owner);
    expect(await sent('invoice_overdue', draft.id)).toEqual([]);
    expect(await notifyOverdueInvoices(app.db, { tenantId })).toBeGreaterThanOrEqual(1);
    const told = await sent('invoice_overdue', draft.id);
    expect(told).toContain(ids.owner);
    expect(told).not.toContain(ids.yetkisiz);
    await notifyOverdueInvoices(app.db, { tenantId });
    expect(await sent('invoice_overdue', draft.id)).toEqual(told);
  });
});
