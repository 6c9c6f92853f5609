import { login, request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let tech: string;
let satis: string;
let yetkisiz: string;
let yapi: string;
let ids: { owner: string; tech: string };
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
  const assignees = (await request('GET', '/api/tenant/Tasks/assignees', { token: owner })).body.data;
  const idOf = (name: string) => assignees.find((a: { name: string }) => a.name === name).id as string;
  ids = { owner: idOf('Mehmet Demir'), tech: idOf('Burak Koç') };
});
afterAll(() => app.close());

const post = (body: unknown, token = owner) => request('POST', '/api/tenant/Tasks', { token, body });
const list = (query: string, token = owner) => request('GET', `/api/tenant/Tasks?${query}`, { token });
const titles = (res: { body: { data: { items: { title: string }[] } } }) => res.body.data.items.map((t) => t.title);

describe('tasks', () => {
  it('lists my tasks by default and every task with view-all', async () => {
    const mine = await list('');
    expect(mine.status).toBe(200);
    expect(titles(mine)).toContain('Işık Yapı teklifini ara');
    expect(titles(mine)).not.toContain('Servis aracının bakımını yaptır');
    const all = await list('view=all&pageSize=100');
    expect(titles(all)).toEqual(expect.arrayContaining(['Işık Yapı teklifini ara', 'Servis aracının bakımını yaptır']));
  });

  it('shows a technician only their own tasks, even asking for all, and 404 on another user’s task', async () => {
    const all = await list('view=all&pageSize=100', tech);
    expect(all.status).toBe(200);
    expect(titles(all)).toContain('Servis aracının bakımını yaptır');
    expect(titles(all)).not.toContain('Işık Yapı teklifini ara');
    const ownersTask = (await post({ title: 'Yalnızca sahibin görevi', assigneeId: ids.owner })).body.data;
    expect((await request('GET', `/api/tenant/Tasks/${ownersTask.id}`, { token: tech })).status).toBe(404);
    const moved = await request('PATCH', `/api/tenant/Tasks/${ownersTask.id}/status`, {
      token: tech,
      body: { status: 'done' },
    });
    expect(moved.status).toBe(404);
    // A task the technician created for someone else stays theirs to see.
    const given = await post({ title: 'Teknisyenin açtığı görev', assigneeId: ids.owner }, tech);
    expect(given.status).toBe(201);
    expect((await request('GET', `/api/tenant/Tasks/${given.body.data.id}`, { token: tech })).status).toBe(200);
  });

  it('creates a task linked to a customer, lists it under the customer and flags it overdue', async () => {
    const customers = (await request('GET', '/api/tenant/Customers?searchText=çağlar', { token: owner })).body.data;
    const customerId = customers.items[0].id;
    const res = await post({
      title: 'Geciken arama',
      assigneeId: ids.tech,
      dueDate: '2020-01-15',
      priority: 'urgent',
      linkKind: 'customer',
      linkId: customerId,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: 'Geciken arama',
      assigneeName: 'Burak Koç',
      dueDate: '2020-01-15',
      status: 'todo',
      linkLabel: 'Çağlar Otomotiv San. ve Tic. Ltd. Şti.',
      overdue: true,
      version: 1,
    });
    const linked = await list(`view=all&linkKind=customer&linkId=${customerId}`);
    expect(titles(linked)).toContain('Geciken arama');
    const overdue = await list('view=all&overdue=true&pageSize=100');
    expect(titles(overdue)).toContain('Geciken arama');
    expect(overdue.body.data.items.every((t: { overdue: boolean }) => t.overdue)).toBe(true);
  });

  it('moves a task across the board and keeps the version check on edits', async () => {
    const task = (await post({ title: 'Panoda taşınacak', assigneeId: ids.tech })).body.data;
    const moved = await request('PATCH', `/api/tenant/Tasks/${task.id}/status`, {
      token: tech,
      body: { status: 'in_progress' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'in_progress', version: 2 });
    const inProgress = await list('status=in_progress', tech);
    expect(titles(inProgress)).toContain('Panoda taşınacak');
    const stale = await request('PUT', `/api/tenant/Tasks/${task.id}`, {
      token: owner,
      body: { title: 'Eski sürüm', version: 1 },
    });
    expect(stale.status).toBe(409);
    const bad = await request('PATCH', `/api/tenant/Tasks/${task.id}/status`, {
      token: tech,
      body: { status: 'archived' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 400 with Turkish field messages', async () => {
    const res = await post({ title: '', dueDate: '15.01.2020', priority: 'acil', linkKind: 'customer' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      title: 'Bu alan zorunludur.',
      dueDate: 'Geçerli bir tarih girin.',
      priority: 'Geçersiz seçim.',
    });
    const foreignUser = await post({ title: 'x', assigneeId: '00000000-0000-4000-8000-000000000000' });
    expect(foreignUser.body.error.fields.assigneeId).toBe('Seçilen kullanıcı bulunamadı.');
    const halfLink = await post({ title: 'x', linkKind: 'customer' });
    expect(halfLink.body.error.fields.linkId).toBe('Seçilen kayıt bulunamadı.');
  });

  it('refuses foreign tenants (404), links to their records (400) and users without the permission (403)', async () => {
    const task = (await post({ title: 'Gizli görev' })).body.data;
    expect((await request('GET', `/api/tenant/Tasks/${task.id}`, { token: yapi })).status).toBe(404);
    expect((await request('DELETE', `/api/tenant/Tasks/${task.id}`, { token: yapi })).status).toBe(404);
    const yapiCustomer = (
      await request('POST', '/api/tenant/Customers', {
        token: yapi,
        body: { kind: 'company', name: 'Yapı Müşterisi' },
      })
    ).body.data;
    const foreignLink = await post({ title: 'x', linkKind: 'customer', linkId: yapiCustomer.id });
    expect(foreignLink.body.error.fields.linkId).toBe('Seçilen kayıt bulunamadı.');
    for (const token of [satis, yetkisiz]) {
      expect((await list('', token)).status).toBe(403);
      expect((await post({ title: 'x' }, token)).status).toBe(403);
    }
    expect((await request('DELETE', `/api/tenant/Tasks/${task.id}`, { token: tech })).status).toBe(403);
    const menu = await request('GET', '/api/common/menus', { token: satis });
    expect(JSON.stringify(menu.body.data)).not.toContain('tenant-tasks');
    const techMenu = await request('GET', '/api/common/menus', { token: tech });
    expect(JSON.stringify(techMenu.body.data)).toContain('tenant-tasks');
  });

  it('deletes a task', async () => {
    const task = (await post({ title: 'Silinecek' })).body.data;
    expect((await request('DELETE', `/api/tenant/Tasks/${task.id}`, { token: owner })).status).toBe(200);
    expect((await request('GET', `/api/tenant/Tasks/${task.id}`, { token: owner })).status).toBe(404);
  });
});
