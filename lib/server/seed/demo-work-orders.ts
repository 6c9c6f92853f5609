import 'server-only';

import { and, eq, inArray } from 'drizzle-orm';
import type { CreateWorkOrderData, WorkOrderStatus } from '@/lib/schemas/work-orders';
import { addCalendarDays, istanbulDayStart, istanbulToday } from '@/lib/utils/dates';
import type { Db } from '../db/client';
import { customerAddresses, customerContacts, customers, labors, products } from '../db/schema';
import type { Actor } from '../kit/actor';
import { offerService } from '../services/offers/offers';
import { changeWorkOrderStatus } from '../services/work-orders/actions';
import { convertOfferToWorkOrder } from '../services/work-orders/convert';
import { getWorkOrder } from '../services/work-orders/detail';
import { workOrderService } from '../services/work-orders/work-orders';

/** An instant `days` from today at `hour`:00 Istanbul time. */
const at = (days: number, hour: number) =>
  istanbulDayStart(addCalendarDays(istanbulToday(), days), `${String(hour).padStart(2, '0')}:00`).toISOString();

type VatRate = CreateWorkOrderData['lines'][number]['vatRate'];
type VatExemptionCode = CreateWorkOrderData['lines'][number]['vatExemptionCode'];
type WithholdingCode = CreateWorkOrderData['lines'][number]['withholdingCode'];

interface DemoOrder {
  customer: string;
  title: string;
  who: ('owner' | 'technician')[];
  day: number;
  hours: [number, number];
  priority: CreateWorkOrderData['priority'];
  path: WorkOrderStatus[];
  products?: [string, string][];
  labor?: [string, string][];
  checklist: string[];
}

const demoOrders: DemoOrder[] = [
  {
    customer: 'Işık Yapı',
    title: 'Kombi periyodik bakımı',
    who: ['technician'],
    day: 1,
    hours: [9, 11],
    priority: 'normal',
    path: [],
    labor: [['Kombi Periyodik Bakımı', '2']],
    checklist: ['Baca gazı ölçümü', 'Filtre temizliği', 'Basınç kontrolü'],
  },
  {
    customer: 'Çağlar Otomotiv San. ve Tic. Ltd. Şti.',
    title: 'Atölye aydınlatma yenileme',
    who: ['technician'],
    day: 0,
    hours: [13, 17],
    priority: 'high',
    path: ['in_progress'],
    products: [['ELK-LED-18', '12']],
    labor: [['Elektrik Tesisatı Yenileme', '1']],
    checklist: ['Eski armatürleri sök', 'Panelleri tak', 'Devre testi'],
  },
  {
    customer: 'Güneş Enerji Sistemleri A.Ş.',
    title: 'Klima gaz dolumu',
    who: ['technician', 'owner'],
    day: 2,
    hours: [10, 12],
    priority: 'urgent',
    path: ['in_progress', 'waiting_parts'],
    products: [['KLM-GAZ-R32', '3']],
    labor: [['Klima Montajı', '1.5']],
    checklist: ['Kaçak testi', 'Gaz dolumu'],
  },
  {
    customer: 'Işık Yapı',
    title: 'Sirkülasyon pompası değişimi',
    who: ['technician'],
    day: -3,
    hours: [9, 12],
    priority: 'normal',
    path: ['in_progress', 'done'],
    products: [['KMB-POM-02', '1']],
    labor: [['Arıza Tespiti ve Keşif', '1']],
    checklist: ['Pompayı değiştir', 'Sistemi test et'],
  },
  {
    customer: 'Çağlar Otomotiv San. ve Tic. Ltd. Şti.',
    title: 'Sigorta panosu keşfi',
    who: ['owner'],
    day: 3,
    hours: [14, 15],
    priority: 'low',
    path: ['cancelled'],
    labor: [['Arıza Tespiti ve Keşif', '1']],
    checklist: [],
  },
];

/** Work orders of the demo tenant in every status, most of them assigned to teknisyen@. */
export async function seedDemoWorkOrders(db: Db, opts: { tenantId: string; ownerId: string; technicianId: string }) {
  const actor: Actor = { tenantId: opts.tenantId, userId: opts.ownerId, lang: 'tr', can: () => true };
  const productRows = await db.select().from(products).where(eq(products.tenantId, opts.tenantId));
  const laborRows = await db.select().from(labors).where(eq(labors.tenantId, opts.tenantId));
  const customerRows = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, opts.tenantId),
        inArray(
          customers.name,
          demoOrders.map((o) => o.customer),
        ),
      ),
    );
  for (const order of demoOrders) {
    const customerId = customerRows.find((c) => c.name === order.customer)?.id;
    if (!customerId) continue;
    const [contact] = await db
      .select({ id: customerContacts.id })
      .from(customerContacts)
      .where(eq(customerContacts.customerId, customerId))
      .limit(1);
    const [address] = await db
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .limit(1);
    const lines: CreateWorkOrderData['lines'] = [
      ...(order.products ?? []).map(([code, quantity]) => {
        const p = productRows.find((r) => r.code === code)!;
        const line = { description: p.name, unit: p.unit, unitPrice: p.salePrice, vatRate: p.vatRate as VatRate };
        return {
          kind: 'product' as const,
          itemId: p.id,
          quantity,
          discountRate: '0',
          vatExemptionCode: null,
          withholdingCode: null,
          ...line,
        };
      }),
      ...(order.labor ?? []).map(([name, quantity]) => {
        const l = laborRows.find((r) => r.name === name)!;
        const line = { description: l.name, unit: l.unit, unitPrice: l.rate, vatRate: l.vatRate as VatRate };
        return {
          kind: 'labor' as const,
          itemId: l.id,
          quantity,
          discountRate: '0',
          vatExemptionCode: null,
          withholdingCode: null,
          ...line,
        };
      }),
    ];
    const created = await workOrderService.create(db, actor, {
      customerId,
      contactId: contact?.id ?? null,
      addressId: address?.id ?? null,
      title: order.title,
      description: null,
      priority: order.priority,
      plannedStart: at(order.day, order.hours[0]),
      plannedEnd: at(order.day, order.hours[1]),
      assigneeIds: order.who.map((w) => (w === 'owner' ? opts.ownerId : opts.technicianId)),
      discount: null,
      lines,
      checklist: order.checklist.map((text) => ({ text, done: order.path.includes('done') })),
    });
    for (const status of order.path) {
      await changeWorkOrderStatus(db, actor, created.id, {
        status,
        completionNote: status === 'done' ? 'Pompa değiştirildi, sistem test edildi; müşteri onayı alındı.' : null,
        comment: status === 'cancelled' ? 'Müşteri keşfi erteledi.' : null,
      });
    }
  }

  // The demo's accepted offers become work orders too, planned for the technician next week.
  const accepted = await offerService.list(db, {
    tenantId: opts.tenantId,
    query: { pageIndex: 0, pageSize: 20, status: 'accepted', sortField: 'offerDate', sortOrder: 'asc' },
  });
  for (const offer of accepted.items) {
    const converted = await convertOfferToWorkOrder(db, actor, offer.id);
    const order = await getWorkOrder(db, { tenantId: opts.tenantId, id: converted.id });
    await workOrderService.update(db, actor, order.id, {
      ...order,
      priority: order.priority,
      plannedStart: at(7, 9),
      plannedEnd: at(7, 13),
      assigneeIds: [opts.technicianId],
      lines: order.lines.map(({ id: _id, net: _net, ...line }) => ({
        ...line,
        vatRate: line.vatRate as VatRate,
        vatExemptionCode: line.vatExemptionCode as VatExemptionCode | null,
        withholdingCode: line.withholdingCode as WithholdingCode,
      })),
      checklist: [{ text: 'Sözleşme kapsamını müşteriyle gözden geçir', done: false }],
    });
  }
}
