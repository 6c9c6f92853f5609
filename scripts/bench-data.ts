import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

/** Realistic Turkish customers for the benchmarks: names with İ, ı, Ş, Ğ, a tax number, an email, a city tag. */
const firstNames = [
  'Işık',
  'Çağlar',
  'Güneş',
  'Öztürk',
  'Şahin',
  'İnci',
  'Ege',
  'Karadeniz',
  'Yıldız',
  'Doğan',
  'Aydın',
  'Kaya',
  'Demir',
  'Çelik',
  'Arslan',
  'Koç',
  'Özkan',
  'Ünal',
  'Bulut',
  'Erdoğan',
  'Aksoy',
  'Polat',
  'Kılıç',
  'Taş',
];
const sectors = [
  'Yapı',
  'Otomotiv',
  'Gıda',
  'Tekstil',
  'Enerji',
  'Lojistik',
  'Mimarlık',
  'Soğutma',
  'Elektrik',
  'Mobilya',
  'Kuyumculuk',
  'Turizm',
  'Tarım',
  'Medikal',
  'Yazılım',
  'Matbaa',
  'Plastik',
  'Cam',
  'Kimya',
];
const suffixes = ['Ltd. Şti.', 'A.Ş.', 'San. ve Tic. Ltd. Şti.', 'Ticaret', 'Pazarlama', 'Hizmetleri'];
const cities = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Konya', 'Trabzon', 'Gaziantep'];

export function benchCustomer(i: number) {
  const name = `${firstNames[i % firstNames.length]} ${sectors[Math.floor(i / firstNames.length) % sectors.length]} ${suffixes[i % suffixes.length]} ${i}`;
  return {
    kind: 'company' as const,
    name,
    taxNumber: String(1_000_000_000 + i),
    taxOffice: null,
    notes: null,
    email: `musteri${i}@ornek${i % 97}.com.tr`,
    phone: `+90 5${String(300000000 + i * 7).slice(0, 9)}`,
    tags: [cities[i % cities.length]!],
    eInvoiceRegistered: false,
    eInvoiceAlias: null,
    contacts: [],
    addresses: [],
  };
}

/** Inserts `rows` bench customers into a tenant in batches of 1 000, then analyzes the table. */
export async function seedBenchCustomers(db: Db, tenantId: string, rows: number) {
  const { customers } = await import('@/lib/server/db/schema');
  const { customerColumns } = await import('@/lib/server/services/customers/mapping');
  const started = performance.now();
  for (let start = 0; start < rows; start += 1000) {
    const batch = [];
    for (let i = start; i < Math.min(rows, start + 1000); i++)
      batch.push({ ...customerColumns(benchCustomer(i)), tenantId });
    await db.insert(customers).values(batch);
    if ((start / 1000) % 20 === 19) process.stdout.write(`  seeded ${start + 1000}\n`);
  }
  // Only the table's owner may analyze it; the app's role (cari_platform) would be skipped with a warning.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', session_user, true)`);
    await tx.execute(sql`analyze customers`);
  });
  console.log(`seeded ${rows} customers in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
