import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { Priority, TaskStatus } from '@/lib/schemas/tasks';
import { addCalendarDays, istanbulToday } from '@/lib/utils/dates';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';
import type { Tx } from '../db/client';
import { customers, tasks } from '../db/schema';

/** A calendar day `days` from today, 'YYYY-MM-DD' (Istanbul). */
const dayFromToday = (days: number) => addCalendarDays(istanbulToday(), days);

interface DemoTask {
  title: string;
  description?: string;
  who: 'owner' | 'technician';
  due: number | null;
  priority: Priority;
  status: TaskStatus;
  customer?: string;
}

const demoTasks: DemoTask[] = [
  { title: 'Işık Yapı teklifini ara', who: 'owner', due: 1, priority: 'high', status: 'todo', customer: 'Işık Yapı' },
  { title: 'Aylık bakım planını hazırla', who: 'owner', due: 4, priority: 'normal', status: 'in_progress' },
  { title: 'Tedarikçi faturalarını kontrol et', who: 'owner', due: -2, priority: 'normal', status: 'todo' },
  { title: 'Yeni teknisyen eğitimi', who: 'owner', due: -5, priority: 'low', status: 'done' },
  {
    title: 'Kompresör yedek parçasını sipariş et',
    description: 'Çağlar Otomotiv için 2 adet valf.',
    who: 'technician',
    due: 2,
    priority: 'urgent',
    status: 'todo',
    customer: 'Çağlar Otomotiv San. ve Tic. Ltd. Şti.',
  },
  { title: 'Servis aracının bakımını yaptır', who: 'technician', due: -1, priority: 'normal', status: 'todo' },
  { title: 'Ölçüm cihazlarını kalibre et', who: 'technician', due: 6, priority: 'high', status: 'in_progress' },
  { title: 'Saha fotoğraflarını yükle', who: 'technician', due: null, priority: 'low', status: 'done' },
];

/** Tasks of the demo tenant for owner@ and teknisyen@: some due this week, some overdue, some linked to a customer. */
export async function seedDemoTasks(tx: Tx, opts: { tenantId: string; ownerId: string; technicianId: string }) {
  const customerId = async (name: string) =>
    (
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.tenantId, opts.tenantId), eq(customers.name, name)))
    )[0]?.id ?? null;
  for (const t of demoTasks) {
    const linkId = t.customer ? await customerId(t.customer) : null;
    await tx.insert(tasks).values({
      tenantId: opts.tenantId,
      title: t.title,
      description: t.description ?? null,
      assigneeId: t.who === 'owner' ? opts.ownerId : opts.technicianId,
      dueDate: t.due === null ? null : dayFromToday(t.due),
      priority: t.priority,
      status: t.status,
      linkKind: linkId ? 'customer' : null,
      linkId,
      searchText: foldTurkish(`${t.title} ${t.description ?? ''}`),
      sortName: turkishSortKey(t.title),
      createdBy: opts.ownerId,
    });
  }
}
