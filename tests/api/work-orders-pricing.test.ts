import { and, eq } from 'drizzle-orm';
import {
  customerContacts,
  customers,
  labors,
  modulePermissions,
  products,
  rolePermissions,
  roles,
} from '@/lib/server/db/schema';
import { seedDemo } from '@/lib/server/seed/demo';
import { login, request, startTestApp } from './harness';
import { demoIds, permissionIds } from './tenant-fixtures';

let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let tech: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
let techId: string;
let isik: { id: string; contactId: string };
let product: typeof products.$inferSelect;
let labor: typeof labors.$inferSelect;

beforeAll(async () => {
  app = await startTestApp();
  [owner, tech] = await Promise.all(['owner@teknik.cari.demo', 'teknisyen@teknik.cari.demo'].map((e) => login(e)));
  ids = await demoIds(app);
  const assignees = (await request('GET', '/api/tenant/WorkOrders/assignees', { token: owner })).body.data;
  techId = assignees.find((a: { name: string }) => a.name === 'Burak Koç').id;
  const [c] = await app.db.select().from(customers).where(eq(customers.name, 'Işık Yapı'));
  const [contact] = await app.db.select().from(customerContacts).where(eq(customerContacts.customerId, c!.id));
  isik = { id: c!.id, contactId: contact!.id };
  [product] = await app.db.select().from(products).where(eq(products.code, 'KMB-POM-02'));
  [labor] = await app.db.select().from(labors).where(eq(labors.name, 'Klima Montajı'));
});
afterAll(() => app.close());

type Line = Record<string, unknown>;
type Doc = Record<string, any>;
const base = '/api/tenant/WorkOrders';

/** An order the office priced: the pump below its list price, the labor with a line discount, 5 % off the whole. */
const orderInput = () => ({
  customerId: isik.id,
  title: 'Kombi arızası',
  assigneeIds: [techId],
  discount: { kind: 'percent', value: '5' },
  lines: [
    {
      kind: 'product',
      itemId: product.id,
      description: product.name,
      quantity: '1',
      unit: product.unit,
      unitPrice: '2000.00',
      vatRate: 20,
    },
    {
      kind: 'labor',
      itemId: labor.id,
      description: labor.name,
      quantity: '1.5',
      unit: labor.unit,
      unitPrice: labor.rate,
      discountRate: '10',
      vatRate: 20,
    },
    {
      kind: 'other',
      itemId: null,
      description: 'Yol ücreti',
      quantity: '1',
      unit: 'adet',
      unitPrice: '250',
      vatRate: 20,
    },
  ],
  checklist: [{ text: 'Basınç kontrolü' }],
});

/** What GET answered, as the PUT body the form sends back. */
const asInput = (wo: Doc) => ({
  customerId: wo.customerId,
  contactId: wo.contactId,
  addressId: wo.addressId,
  title: wo.title,
  description: wo.description,
  priority: wo.priority,
  plannedStart: wo.plannedStart,
  plannedEnd: wo.plannedEnd,
  assigneeIds: wo.assignees.map((a: { id: string }) => a.id),
  discount: wo.discount,
  lines: wo.lines.map((l: Line) => ({
    kind: l.kind,
    itemId: l.itemId,
    description: l.description,
    quantity: l.quantity,
    unit: l.unit,
    unitPrice: l.unitPrice,
    discountRate: l.discountRate,
    vatRate: l.vatRate,
    vatExemptionCode: l.vatExemptionCode,
  })),
  checklist: wo.checklist,
  version: wo.version,
});

const createOrder = async () => {
  const res = await request('POST', base, { token: owner, body: orderInput() });
  expect(res.status).toBe(201);
  return res.body.data as Doc;
};
const read = async (id: string) => (await request('GET', `${base}/${id}`, { token: owner })).body.data as Doc;
/** The stored order edited by `edit` and PUT by `token`. */
const save = async (id: string, edit: (input: ReturnType<typeof asInput>) => void, token = tech) => {
  const input = asInput(await read(id));
  edit(input);
  return request('PUT', `${base}/${id}`, { token, body: input });
};
const lastUpdate = async (entity: string, id: string) => {
  const res = await request('GET', `/api/tenant/Audit?entity=${entity}&action=${entity}.update&pageSize=50`, {
    token: owner,
  });
  expect(res.status).toBe(200);
  return res.body.data.items.find((e: { entityId: string }) => e.entityId === id)?.data;
};

describe('work-orders.pricing', () => {
  it('is the owner’s and an office role’s, not the demo technician’s', async () => {
    const codes = async (token: string) =>
      (await request('GET', '/api/tenant/Me/permissions', { token })).body.data.codes as string[];
    expect(await codes(owner)).toContain('work-orders.pricing');
    expect(await codes(tech)).toEqual(expect.arrayContaining(['work-orders.view', 'work-orders.update']));
    expect(await codes(tech)).not.toContain('work-orders.pricing');
  });

  it('lets a technician change quantities, texts and the checklist, prices kept as decimals', async () => {
    const wo = await createOrder();
    const quantity = await save(wo.id, (input) => {
      input.lines[0].quantity = '2';
    });
    expect(quantity.status).toBe(200);
    expect(quantity.body.data.lines[0]).toMatchObject({ quantity: '2.000', unitPrice: '2000.00' });
    expect(quantity.body.data.discount).toEqual({ kind: 'percent', value: '5.00' });
    const texts = await save(wo.id, (input) => {
      input.lines[1].description = 'Klima montajı (2 kişi)';
      input.lines[1].unitPrice = String(Number(input.lines[1].unitPrice)); // '850' equals '850.00'
      input.checklist = [...input.checklist, { text: 'Test çalıştırması', done: true }];
      input.discount = { kind: 'percent', value: '5' };
    });
    expect(texts.status).toBe(200);
    expect(texts.body.data.checklist).toHaveLength(2);
  });

  it('answers 403 to a technician changing a price, a line discount, a KDV rate or the document discount', async () => {
    const wo = await createOrder();
    const edits: [string, (input: ReturnType<typeof asInput>) => void][] = [
      ['lines.0.unitPrice', (i) => void (i.lines[0].unitPrice = '2100.00')],
      ['lines.1.discountRate', (i) => void (i.lines[1].discountRate = '0')],
      ['lines.0.vatRate', (i) => void (i.lines[0].vatRate = 10)],
      ['discount', (i) => void (i.discount = { kind: 'percent', value: '10' })],
      ['discount', (i) => void (i.discount = null)],
      // The pump back at its list price is a price change too.
      ['lines.0.unitPrice', (i) => void (i.lines[0].unitPrice = product.salePrice)],
    ];
    for (const [field, edit] of edits) {
      const res = await save(wo.id, edit);
      expect([field, res.status, res.body.error.code]).toEqual([field, 403, 'forbidden']);
      expect(res.body.error.fields).toEqual({ [field]: expect.stringContaining('fiyatlandırma') });
    }
    expect((await read(wo.id)).version).toBe(1);
  });

  it('lets a technician add lines at the catalogue price and remove lines, and nothing else', async () => {
    const wo = await createOrder();
    const part = { kind: 'product', itemId: product.id, description: product.name, quantity: '1', unit: product.unit };
    const free = { kind: 'other', itemId: null, description: 'Conta', quantity: '2', unit: 'adet', vatRate: 20 };
    const add = (line: Line) => (i: ReturnType<typeof asInput>) => void i.lines.push(line as never);
    const refused = [
      add({ ...part, unitPrice: '1.00', vatRate: product.vatRate }),
      add({ ...part, unitPrice: product.salePrice, vatRate: product.vatRate, discountRate: '5' }),
      add({ ...free, unitPrice: '50.00' }),
    ];
    for (const edit of refused) expect((await save(wo.id, edit)).status).toBe(403);
    expect((await save(wo.id, add({ ...part, unitPrice: product.salePrice, vatRate: product.vatRate }))).status).toBe(
      200,
    );
    expect((await save(wo.id, add({ ...free, unitPrice: '0' }))).status).toBe(200);
    // The first line goes; the others move up with their own prices.
    const removed = await save(wo.id, (i) => void i.lines.shift());
    expect(removed.status).toBe(200);
    expect(removed.body.data.lines.map((l: Line) => l.unitPrice)).toEqual([
      labor.rate,
      '250.00',
      product.salePrice,
      '0.00',
    ]);
  });

  it('keeps a foreign or unassigned order 404 before any price rule', async () => {
    const res = await request('POST', base, { token: owner, body: { ...orderInput(), assigneeIds: [] } });
    const put = await request('PUT', `${base}/${res.body.data.id}`, {
      token: tech,
      body: { ...orderInput(), version: 1 },
    });
    expect(put.status).toBe(404);
  });

  it('lets the owner change prices and writes the line-level changes to the audit', async () => {
    const wo = await createOrder();
    expect(
      (
        await save(wo.id, (i) => {
          i.lines[0].quantity = '3';
        })
      ).status,
    ).toBe(200);
    const res = await save(
      wo.id,
      (i) => {
        i.lines[0].unitPrice = '2150.00';
        i.lines[1].discountRate = '15';
        i.lines.splice(2, 1);
        i.discount = { kind: 'amount', value: '100' };
        i.title = 'Kombi arızası (acil)';
      },
      owner,
    );
    expect(res.status).toBe(200);
    expect(await lastUpdate('work_order', wo.id)).toEqual({
      title: { from: 'Kombi arızası', to: 'Kombi arızası (acil)' },
      'lines.0.unitPrice': { from: '2000.00', to: '2150.00' },
      'lines.1.discountRate': { from: '10.00', to: '15' },
      'lines.2': {
        from: { description: 'Yol ücreti', quantity: '1.000', unitPrice: '250.00', discountRate: '0.00', vatRate: 20 },
        to: null,
      },
      discount: { from: { kind: 'percent', value: '5.00' }, to: { kind: 'amount', value: '100' } },
    });
    // The technician's save before it: the quantity alone.
    const audit = await request('GET', `/api/tenant/Audit?entity=work_order&action=work_order.update`, {
      token: owner,
    });
    const mine = audit.body.data.items.filter((e: { entityId: string }) => e.entityId === wo.id);
    expect(mine[1]).toMatchObject({ userName: 'Burak Koç', data: { 'lines.0.quantity': { from: '1.000', to: '3' } } });
  });
});

describe('line-level audit of offers and draft invoices', () => {
  it('records an offer update’s changed, added lines and its discount', async () => {
    const line = (over: Line = {}) => ({
      kind: 'product',
      productId: product.id,
      name: product.name,
      quantity: '2',
      unit: product.unit,
      unitPrice: product.salePrice,
      vatRate: 20,
      ...over,
    });
    const input = {
      customerId: isik.id,
      contactId: isik.contactId,
      offerDate: '2026-03-10',
      validUntil: '2026-03-25',
      subject: 'Pompa değişimi',
      discount: null,
      lines: [line()],
    };
    const created = await request('POST', '/api/tenant/Offers', { token: owner, body: input });
    expect(created.status).toBe(201);
    const offer = created.body.data;
    const extra = { kind: 'free', name: 'Nakliye', quantity: '1', unit: 'adet', unitPrice: '150', vatRate: 20 };
    const res = await request('PUT', `/api/tenant/Offers/${offer.id}`, {
      token: owner,
      body: {
        ...input,
        discount: { kind: 'percent', value: '10' },
        lines: [line({ quantity: '3', unitPrice: '1999.90' }), extra],
        version: offer.version,
      },
    });
    expect(res.status).toBe(200);
    expect(await lastUpdate('offer', offer.id)).toEqual({
      'lines.0.quantity': { from: '2.000', to: '3' },
      'lines.0.unitPrice': { from: product.salePrice, to: '1999.90' },
      'lines.1': {
        from: null,
        to: { name: 'Nakliye', quantity: '1', unitPrice: '150', discountRate: '0', vatRate: 20 },
      },
      discount: { from: null, to: { kind: 'percent', value: '10' } },
    });
  });

  it('records a draft invoice update’s line changes instead of the whole input', async () => {
    const [series] = (await request('GET', '/api/tenant/InvoiceSeries?pageSize=1', { token: owner })).body.data.items;
    const line = {
      itemKind: 'text',
      description: 'Klima bakımı',
      quantity: '2',
      unit: 'adet',
      unitPrice: '1000.00',
      vatRate: 20,
    };
    const input = {
      customerId: isik.id,
      seriesId: series?.id ?? null,
      invoiceDate: '2026-03-10',
      dueDate: '2026-04-09',
    };
    const created = await request('POST', '/api/tenant/Invoices', { token: owner, body: { ...input, lines: [line] } });
    expect(created.status).toBe(201);
    const invoice = created.body.data;
    const res = await request('PUT', `/api/tenant/Invoices/${invoice.id}`, {
      token: owner,
      body: {
        ...input,
        dueDate: '2026-04-30',
        lines: [{ ...line, description: 'Klima bakımı (yıllık)', unitPrice: '1200', discountRate: '5' }],
        version: invoice.version,
      },
    });
    expect(res.status).toBe(200);
    expect(await lastUpdate('invoice', invoice.id)).toEqual({
      dueDate: { from: '2026-04-09', to: '2026-04-30' },
      'lines.0.description': { from: 'Klima bakımı', to: 'Klima bakımı (yıllık)' },
      'lines.0.unitPrice': { from: '1000.00', to: '1200' },
      'lines.0.discountRate': { from: '0.00', to: '5' },
    });
  });
});

describe('the pricing permission on an existing database', () => {
  it('goes once to the roles that create work orders when the catalogue first gets it', async () => {
    const role = async (name: string, codes: string[]) => {
      const res = await request('POST', '/api/tenant/Roles', {
        token: owner,
        body: { name, permissionIds: await permissionIds(app, codes) },
      });
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    };
    const office = await role('Ofis', ['work-orders.view', 'work-orders.create', 'work-orders.update']);
    const field = await role('Saha', ['work-orders.view', 'work-orders.update']);
    // A database from before the permission: the catalogue lacks it.
    await app.db.delete(modulePermissions).where(eq(modulePermissions.code, 'work-orders.pricing'));
    await seedDemo(app.db, { demo: false });

    const holders = async () =>
      (
        await app.db
          .select({ name: roles.name })
          .from(rolePermissions)
          .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
          .innerJoin(modulePermissions, eq(modulePermissions.id, rolePermissions.permissionId))
          .where(and(eq(modulePermissions.code, 'work-orders.pricing'), eq(roles.tenantId, ids.teknik)))
      ).map((r) => r.name);
    expect(await holders()).toEqual(['Ofis']);
    expect(office).not.toBe(field);
    // Once: a later start leaves a role the owner took it from without it.
    await app.db.delete(rolePermissions).where(eq(rolePermissions.roleId, office));
    await seedDemo(app.db, { demo: false });
    expect(await holders()).toEqual([]);
    // The owner holds it without a grant.
    const codes = (await request('GET', '/api/tenant/Me/permissions', { token: owner })).body.data.codes;
    expect(codes).toContain('work-orders.pricing');
  });
});
