import 'server-only';

import { eq } from 'drizzle-orm';
import type { CreateCustomerData } from '@/lib/schemas/customers';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';
import type { Tx } from '../db/client';
import { categories, customerAddresses, customerContacts, customers, labors, products, users } from '../db/schema';
import { customerColumns } from '../services/customers/mapping';

type DemoCustomer = Omit<CreateCustomerData, 'contacts' | 'addresses'> & {
  contacts?: { name: string; title?: string; phone?: string; email?: string }[];
  city?: string;
  district?: string;
  line?: string;
};

const company = (c: Partial<DemoCustomer> & { name: string }): DemoCustomer => ({
  kind: 'company',
  taxNumber: null,
  taxOffice: null,
  email: null,
  phone: null,
  notes: null,
  tags: [],
  eInvoiceRegistered: false,
  eInvoiceAlias: null,
  ...c,
});
const individual = (c: Partial<DemoCustomer> & { name: string }): DemoCustomer => company({ kind: 'individual', ...c });

// Tax numbers carry valid check digits (VKN 10, TCKN 11 digits). Çağlar Otomotiv and Güneş Enerji are
// e-Fatura users (their invoices go as e-Fatura); the rest get e-Arşiv.
const demoCustomers: DemoCustomer[] = [
  company({
    name: 'Işık Yapı',
    taxNumber: '4720183658',
    taxOffice: 'Kadıköy',
    email: 'info@isikyapi.com.tr',
    phone: '+90 216 345 67 89',
    tags: ['yapı', 'kurumsal'],
    city: 'İstanbul',
    district: 'Kadıköy',
    line: 'Söğütlüçeşme Cad. No: 42',
    contacts: [
      { name: 'Işık Öztürk', title: 'Genel Müdür', email: 'musteri@teknik.cari.demo', phone: '+90 532 111 22 33' },
      { name: 'Gökhan Aydın', title: 'Satın Alma Sorumlusu', email: 'gokhan@isikyapi.com.tr' },
    ],
  }),
  company({
    name: 'Çağlar Otomotiv San. ve Tic. Ltd. Şti.',
    taxNumber: '3819204752',
    eInvoiceRegistered: true,
    eInvoiceAlias: 'urn:mail:defaultpk@caglarotomotiv.com',
    taxOffice: 'Nilüfer',
    email: 'muhasebe@caglarotomotiv.com',
    phone: '+90 224 411 00 11',
    tags: ['otomotiv'],
    city: 'Bursa',
    district: 'Nilüfer',
    line: 'Organize Sanayi Bölgesi 3. Cad. No: 7',
    contacts: [{ name: 'Serkan Çağlar', title: 'Firma Sahibi', phone: '+90 533 444 55 66' }],
  }),
  company({
    name: 'Güneş Enerji Sistemleri A.Ş.',
    taxNumber: '6051839279',
    eInvoiceRegistered: true,
    eInvoiceAlias: 'urn:mail:efatura@gunesenerji.com.tr',
    taxOffice: 'Çankaya',
    email: 'destek@gunesenerji.com.tr',
    phone: '+90 312 222 33 44',
    tags: ['enerji', 'kurumsal'],
    city: 'Ankara',
    district: 'Çankaya',
    line: 'Kızılırmak Mah. 1443. Cad. No: 22',
  }),
  company({
    name: 'Öztürk Gıda Pazarlama',
    taxNumber: '2193847567',
    taxOffice: 'Konak',
    email: 'siparis@ozturkgida.com',
    phone: '+90 232 488 90 90',
    tags: ['gıda'],
    city: 'İzmir',
    district: 'Konak',
    line: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No: 118',
  }),
  company({
    name: 'Şahin Mimarlık',
    taxNumber: '7301928464',
    taxOffice: 'Muratpaşa',
    email: 'ofis@sahinmimarlik.com',
    phone: '+90 242 316 16 16',
    tags: ['yapı'],
    city: 'Antalya',
    district: 'Muratpaşa',
    line: 'Lara Cad. No: 61/3',
  }),
  company({
    name: 'İnci Tekstil',
    taxNumber: '8452036195',
    taxOffice: 'Merkezefendi',
    email: 'info@incitekstil.com.tr',
    phone: '+90 258 371 44 44',
    tags: ['tekstil'],
    city: 'Denizli',
    line: 'Sanayi Mah. 6001 Sok. No: 12',
  }),
  company({
    name: 'Ege Soğutma Klima',
    taxNumber: '1938475024',
    taxOffice: 'Bornova',
    email: 'servis@egesogutma.com',
    phone: '+90 232 339 12 12',
    tags: ['klima', 'bayi'],
    city: 'İzmir',
    district: 'Bornova',
    line: 'Kazımdirik Mah. 372. Sok. No: 4',
  }),
  company({
    name: 'Karadeniz Lojistik',
    taxNumber: '5620193843',
    taxOffice: 'Ortahisar',
    email: 'operasyon@karadenizlojistik.com',
    phone: '+90 462 230 50 50',
    tags: ['lojistik'],
    city: 'Trabzon',
    line: 'Liman Yolu No: 3',
  }),
  individual({
    name: 'Ayşe Yıldırım',
    taxNumber: '28461903586',
    email: 'ayse.yildirim@example.com',
    phone: '+90 535 210 10 10',
    notes: 'Kombi bakımı her yıl ekim ayında.',
    tags: ['bireysel'],
    city: 'İstanbul',
    district: 'Üsküdar',
    line: 'Altunizade Mah. Ord. Prof. Fahrettin Kerim Gökay Cad. No: 9 D: 5',
  }),
  individual({
    name: 'Mustafa Çelik',
    taxNumber: '35710284662',
    phone: '+90 542 987 65 43',
    tags: ['bireysel'],
    city: 'Kocaeli',
    district: 'İzmit',
    line: 'Yahya Kaptan Mah. No: 14',
  }),
  individual({
    name: 'Ümit Doğan',
    taxNumber: '46192837000',
    email: 'umit.dogan@example.com',
    phone: '+90 505 333 44 55',
  }),
];

const demoCategories: Record<string, string[]> = {
  'Isıtma ve Soğutma': ['Kombi Yedek Parça', 'Klima'],
  Elektrik: ['Kablo ve Aksesuar', 'Aydınlatma'],
  'Servis Hizmetleri': [],
};

/** Customers, categories, products and labor for Demo Teknik Servis; musteri@ is linked to 'Işık Yapı'. */
export async function seedDemoCustomers(tx: Tx, opts: { tenantId: string; createdBy: string; portalUserId: string }) {
  const { tenantId } = opts;
  let portalCustomerId = '';
  for (const { contacts = [], city, district, line, ...c } of demoCustomers) {
    const [row] = await tx
      .insert(customers)
      .values({ ...customerColumns({ ...c, contacts: [], addresses: [] }), tenantId, createdBy: opts.createdBy })
      .returning({ id: customers.id });
    const customerId = row!.id;
    if (c.name === 'Işık Yapı') portalCustomerId = customerId;
    for (const [i, contact] of contacts.entries()) {
      const portalUserId = contact.email === 'musteri@teknik.cari.demo' ? opts.portalUserId : null;
      await tx.insert(customerContacts).values({ ...contact, tenantId, customerId, sortOrder: i, portalUserId });
    }
    if (line)
      await tx.insert(customerAddresses).values({ tenantId, customerId, title: 'Merkez', line, district, city });
  }
  if (portalCustomerId)
    await tx.update(users).set({ customerId: portalCustomerId }).where(eq(users.id, opts.portalUserId));

  const ids: Record<string, string> = {};
  for (const [parent, children] of Object.entries(demoCategories)) {
    const [p] = await tx
      .insert(categories)
      .values({ tenantId, name: parent, sortName: turkishSortKey(parent) })
      .returning({ id: categories.id });
    ids[parent] = p!.id;
    for (const name of children) {
      const [ch] = await tx
        .insert(categories)
        .values({ tenantId, name, parentId: p!.id, sortName: turkishSortKey(name) })
        .returning({ id: categories.id });
      ids[name] = ch!.id;
    }
  }

  const product = (code: string, name: string, category: string, unit: string, salePrice: string, vatRate = 20) => ({
    tenantId,
    code,
    name,
    categoryId: ids[category]!,
    unit,
    salePrice,
    vatRate,
    currency: 'TRY',
    searchText: foldTurkish(`${code} ${name}`),
    sortName: turkishSortKey(name),
  });
  await tx
    .insert(products)
    .values([
      product('KMB-ESN-01', 'Kombi Eşanjörü (Primer)', 'Kombi Yedek Parça', 'adet', '3450.00'),
      product('KMB-POM-02', 'Sirkülasyon Pompası', 'Kombi Yedek Parça', 'adet', '2875.50'),
      product('KMB-KRT-03', 'Kombi Anakartı', 'Kombi Yedek Parça', 'adet', '4990.00'),
      product('KLM-GAZ-R32', 'R32 Soğutucu Gaz', 'Klima', 'kg', '685.00'),
      product('KLM-BKR-14', 'Bakır Boru 1/4"', 'Klima', 'm', '142.75'),
      product('ELK-NYM-325', 'NYM Kablo 3x2,5 mm²', 'Kablo ve Aksesuar', 'm', '38.90'),
      product('ELK-SGR-16', 'Otomatik Sigorta 16A', 'Kablo ve Aksesuar', 'adet', '129.00'),
      product('ELK-LED-18', 'LED Panel 60x60 40W', 'Aydınlatma', 'adet', '749.99'),
    ]);

  const labor = (name: string, category: string, unit: string, rate: string, vatRate = 20) => ({
    tenantId,
    name,
    categoryId: ids[category]!,
    unit,
    rate,
    vatRate,
    currency: 'TRY',
    searchText: foldTurkish(name),
    sortName: turkishSortKey(name),
  });
  await tx
    .insert(labors)
    .values([
      labor('Kombi Periyodik Bakımı', 'Isıtma ve Soğutma', 'saat', '850.00'),
      labor('Klima Montajı', 'Klima', 'saat', '1200.00'),
      labor('Elektrik Tesisatı Yenileme', 'Elektrik', 'gun', '6500.00'),
      labor('Arıza Tespiti ve Keşif', 'Servis Hizmetleri', 'saat', '600.00'),
    ]);
}
