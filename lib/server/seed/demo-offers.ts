import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { customerContacts, customers, labors, offers, offerTemplates, products } from '../db/schema';
import { allocateDocumentNumber } from '../kit/counters';
import { recordStatusChange } from '../kit/status-history';
import { OFFER_COUNTER, OFFER_ENTITY, offerSearchText, writeOfferLines } from '../services/offers/offers';
import { DEFAULT_OFFER_PATTERN, totalColumns, type OfferInput, type OfferLineValues } from '../services/offers/rules';
import { addCalendarDays, istanbulToday } from '@/lib/utils/dates';
import { foldTurkish, turkishSortKey } from '@/lib/utils/turkish';

const TERMS = 'Fiyatlara KDV dahil değildir. Ödeme: %50 sipariş ile, kalanı teslimde. Teslim süresi 7 iş günüdür.';

type Status = 'draft' | 'sent' | 'accepted' | 'rejected' | 'revised';
interface DemoOffer {
  customer: string;
  subject: string;
  status: Status;
  /** days from today */
  date: number;
  validDays?: number;
  lines: OfferLineValues[];
  discount?: OfferInput['discount'];
}

/** Offers in every status and two templates for Demo Teknik Servis. */
export async function seedDemoOffers(tx: Tx, opts: { tenantId: string; userId: string }) {
  const { tenantId } = opts;
  const actor = { tenantId, userId: opts.userId };
  const productOf = async (code: string) =>
    (
      await tx
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.code, code)))
    )[0]!;
  const laborOf = async (name: string) =>
    (
      await tx
        .select()
        .from(labors)
        .where(and(eq(labors.tenantId, tenantId), eq(labors.name, name)))
    )[0]!;
  const productLine = async (code: string, quantity: string, discountRate = '0'): Promise<OfferLineValues> => {
    const p = await productOf(code);
    const vatRate = p.vatRate as OfferLineValues['vatRate'];
    const item = { productId: p.id, laborId: null, name: p.name, unit: p.unit, unitPrice: p.salePrice, vatRate };
    return {
      kind: 'product',
      ...item,
      description: null,
      quantity,
      discountRate,
      vatExemptionCode: null,
      withholdingCode: null,
    };
  };
  const laborLine = async (name: string, quantity: string): Promise<OfferLineValues> => {
    const l = await laborOf(name);
    const vatRate = l.vatRate as OfferLineValues['vatRate'];
    const item = { productId: null, laborId: l.id, name: l.name, unit: l.unit, unitPrice: l.rate, vatRate };
    return {
      kind: 'labor',
      ...item,
      description: null,
      quantity,
      discountRate: '0',
      vatExemptionCode: null,
      withholdingCode: null,
    };
  };
  const free = (name: string, quantity: string, unit: string, unitPrice: string, vatRate: 0 | 1 | 10 | 20 = 20) =>
    ({
      kind: 'free',
      productId: null,
      laborId: null,
      name,
      description: null,
      quantity,
      unit,
      unitPrice,
      vatRate,
      discountRate: '0',
      vatExemptionCode: vatRate === 0 ? ('350' as const) : null,
      withholdingCode: null,
    }) as const;

  const today = istanbulToday();
  const demo: DemoOffer[] = [
    {
      customer: 'Işık Yapı',
      subject: 'Şantiye ofisi klima montajı',
      status: 'sent',
      date: -3,
      lines: [
        await productLine('KLM-GAZ-R32', '4'),
        await laborLine('Klima Montajı', '6'),
        free('Nakliye', '1', 'adet', '750.00'),
      ],
      discount: { kind: 'percent', value: '5' },
    },
    {
      customer: 'Işık Yapı',
      subject: 'Şantiye elektrik panosu yenileme',
      status: 'sent',
      date: -1,
      validDays: 30,
      lines: [await productLine('ELK-SGR-16', '12'), await laborLine('Elektrik Tesisatı Yenileme', '1')],
    },
    {
      customer: 'Işık Yapı',
      subject: 'Kombi bakım sözleşmesi',
      status: 'accepted',
      date: -20,
      lines: [await laborLine('Kombi Periyodik Bakımı', '12'), await productLine('KMB-POM-02', '1')],
    },
    {
      customer: 'Çağlar Otomotiv San. ve Tic. Ltd. Şti.',
      subject: 'Atölye aydınlatma yenileme',
      status: 'draft',
      date: 0,
      lines: [await productLine('ELK-LED-18', '24', '10'), await laborLine('Elektrik Tesisatı Yenileme', '2')],
    },
    {
      customer: 'Güneş Enerji Sistemleri A.Ş.',
      subject: 'Pano ve sigorta değişimi',
      status: 'rejected',
      date: -12,
      lines: [await productLine('ELK-SGR-16', '18'), await productLine('ELK-NYM-325', '150')],
    },
    {
      customer: 'Öztürk Gıda Pazarlama',
      subject: 'Soğuk oda arıza tespiti',
      status: 'sent',
      date: -30,
      validDays: 10,
      lines: [await laborLine('Arıza Tespiti ve Keşif', '3')],
    },
    {
      customer: 'Şahin Mimarlık',
      subject: 'Ofis kombi değişimi',
      status: 'revised',
      date: -8,
      lines: [await productLine('KMB-ESN-01', '1'), await laborLine('Kombi Periyodik Bakımı', '2')],
    },
    {
      customer: 'İnci Tekstil',
      subject: 'Klima bakım paketi',
      status: 'draft',
      date: -1,
      lines: [await laborLine('Klima Montajı', '2'), free('Filtre temizliği', '8', 'adet', '150.00')],
      discount: { kind: 'amount', value: '250' },
    },
  ];

  for (const d of demo) {
    const [customer] = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.name, d.customer)));
    const [contact] = await tx
      .select({ id: customerContacts.id })
      .from(customerContacts)
      .where(eq(customerContacts.customerId, customer!.id))
      .orderBy(customerContacts.sortOrder)
      .limit(1);
    const offerDate = addCalendarDays(today, d.date);
    const input: OfferInput = {
      customerId: customer!.id,
      contactId: contact?.id ?? null,
      offerDate,
      validUntil: addCalendarDays(offerDate, d.validDays ?? 15),
      currency: 'TRY',
      subject: d.subject,
      intro: 'Talebiniz doğrultusunda hazırladığımız teklifimizi bilgilerinize sunarız.',
      terms: TERMS,
      internalNote: null,
      discount: d.discount ?? null,
      lines: d.lines,
    };
    const number = await allocateDocumentNumber(tx, { tenantId, kind: OFFER_COUNTER, pattern: DEFAULT_OFFER_PATTERN });
    const write = async (revision: number, status: Status, previousId: string | null) => {
      const shown = revision > 1 ? `${number}/${revision}` : number;
      const [row] = await tx
        .insert(offers)
        .values({
          tenantId,
          baseNumber: number,
          number: shown,
          revision,
          previousId,
          customerId: input.customerId,
          contactId: input.contactId,
          offerDate,
          validUntil: input.validUntil,
          subject: input.subject,
          intro: input.intro,
          terms: input.terms,
          status,
          ...totalColumns(input),
          sentAt: status === 'draft' ? null : new Date(`${offerDate}T09:00:00Z`),
          sentBy: status === 'draft' ? null : opts.userId,
          decidedAt: status === 'accepted' || status === 'rejected' ? new Date(`${offerDate}T15:00:00Z`) : null,
          decisionNote:
            status === 'accepted' ? 'Telefonla onaylandı.' : status === 'rejected' ? 'Bütçe yetersiz.' : null,
          searchText: offerSearchText(shown, customer!.name, input.subject),
          createdBy: opts.userId,
        })
        .returning({ id: offers.id });
      await writeOfferLines(tx, tenantId, row!.id, input);
      const steps: Status[] = [
        'draft',
        ...(status === 'draft' ? [] : ['sent' as const]),
        ...(['accepted', 'rejected', 'revised'].includes(status) ? [status] : []),
      ];
      for (const [i, to] of steps.entries())
        await recordStatusChange(tx, actor, { entity: OFFER_ENTITY, id: row!.id, from: i ? steps[i - 1]! : null, to });
      return row!.id;
    };
    const first = await write(1, d.status, null);
    if (d.status === 'revised') await write(2, 'draft', first);
  }

  const template = (name: string, validityDays: number, lines: OfferLineValues[], intro: string) => ({
    tenantId,
    name,
    intro,
    terms: TERMS,
    validityDays,
    lines,
    searchText: foldTurkish(name),
    sortName: turkishSortKey(name),
  });
  await tx
    .insert(offerTemplates)
    .values([
      template(
        'Kombi Bakım Teklifi',
        15,
        [await laborLine('Kombi Periyodik Bakımı', '1'), free('Sarf malzemesi', '1', 'adet', '250.00')],
        'Kombinizin yıllık periyodik bakımı için teklifimizi sunarız.',
      ),
      template(
        'Klima Montaj Teklifi',
        30,
        [
          await laborLine('Klima Montajı', '3'),
          await productLine('KLM-BKR-14', '5'),
          await productLine('KLM-GAZ-R32', '1'),
        ],
        'Klima montajı için malzeme ve işçilik teklifimiz aşağıdadır.',
      ),
    ]);
}
