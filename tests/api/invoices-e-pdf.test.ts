import { eq, sql } from 'drizzle-orm';
import { invoices, tenants, tenantSettings } from '@/lib/server/db/schema';
import { api } from '@/lib/server/api/app';
import { amountInWords } from '@/lib/utils/amount-in-words';
import { addCalendarDays, istanbulToday } from '@/lib/utils/dates';
import { login, request, startTestApp } from './harness';
import { pdfQrCodes, pdfText } from './pdf-reading';

/**
 * Issue 41 item 5: the PDF of an issued invoice with an e-document in GİB's customary layout, read
 * back as text, and its karekod decoded from the image's pixels to the values of the stored XML.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let owner: string;
let tenantId: string;
let seriesId: string;
const day = addCalendarDays(istanbulToday(), -3);
const customers = { efatura: '', consumer: '' };
const IBAN = 'TR330006400000011234567890';
const MERSIS = '0123456789012345';

const post = (url: string, body: unknown) => request('POST', url, { token: owner, body });
const raw = (url: string) => api.request(url, { headers: { authorization: `Bearer ${owner}` } });

beforeAll(async () => {
  app = await startTestApp();
  owner = await login('owner@teknik.cari.demo');
  tenantId = (await app.db.select().from(tenants).where(eq(tenants.name, 'Demo Teknik Servis')))[0]!.id;
  seriesId = (await post('/api/tenant/InvoiceSeries', { code: 'EPD', year: Number(day.slice(0, 4)) })).body.data.id;
  await app.db.execute(sql`update tenant_settings set mersis_number = ${MERSIS} where tenant_id = ${tenantId}`);
  // The PDF names the first active account: make the one created here the only one.
  await app.db.execute(sql`update bank_accounts set active = false where tenant_id = ${tenantId}`);
  const bank = await post('/api/tenant/BankAccounts', {
    bankName: 'Ziraat Bankası',
    accountName: 'Demo Teknik Ticari',
    iban: IBAN,
  });
  expect(bank.status).toBe(201);
  const bodies: Record<keyof typeof customers, Record<string, unknown>> = {
    efatura: {
      kind: 'company',
      name: 'Kuzey Lojistik Ltd. Şti.',
      taxNumber: '9310000008',
      taxOffice: 'Beşiktaş',
      eInvoiceRegistered: true,
      eInvoiceAlias: 'urn:mail:defaultpk@kuzeylojistik.com.tr',
      addresses: [{ title: 'Merkez', line: 'Ihlamurdere Cad. No: 4', district: 'Beşiktaş', city: 'İstanbul' }],
    },
    consumer: {
      kind: 'individual',
      name: 'Ayşe Nur Çelik',
      taxNumber: '10000000146',
      addresses: [{ title: 'Ev', line: 'Kıbrıs Şehitleri Cad. No: 7', district: 'Konak', city: 'İzmir' }],
    },
  };
  for (const key of ['efatura', 'consumer'] as const) {
    const res = await post('/api/tenant/Customers', bodies[key]);
    expect([res.status, res.body.error]).toEqual([201, undefined]);
    customers[key] = res.body.data.id;
  }
}, 120_000);
afterAll(() => app.close());

const line = (over: Record<string, unknown>) => ({
  itemKind: 'text',
  quantity: '1',
  unit: 'adet',
  vatRate: 20,
  ...over,
});

async function draft(customer: keyof typeof customers, lines: unknown[]) {
  const res = await post('/api/tenant/Invoices', {
    customerId: customers[customer],
    seriesId,
    invoiceDate: day,
    dueDate: addCalendarDays(day, 30),
    lines,
  });
  expect(res.status).toBe(201);
  return res.body.data;
}
async function issued(customer: keyof typeof customers, lines: unknown[]) {
  const res = await post(`/api/tenant/Invoices/${(await draft(customer, lines)).id}/issue`, {});
  expect([res.status, res.body.error]).toEqual([200, undefined]);
  return res.body.data;
}
async function pdfOf(id: string) {
  const res = await raw(`/api/tenant/Invoices/${id}/pdf`);
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  return new Uint8Array(await res.arrayBuffer());
}

const storedXml = async (id: string) =>
  (await app.db.select({ xml: invoices.ublXml }).from(invoices).where(eq(invoices.id, id)))[0]!.xml!;
/** The text of every element with this name, in document order. */
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<cbc:${name}(?: [^>]*)?>([^<]*)</`, 'g'))].map((m) => m[1]!);

/** The karekod GİB's invoice view would draw for this XML: its fields read straight from the document. */
function expectedQr(xml: string) {
  const party = (role: string) =>
    new RegExp(`<cac:${role}>[\\s\\S]*?<cbc:ID schemeID="(?:VKN|TCKN)">(\\d+)</cbc:ID>`).exec(xml)![1];
  const documentTaxes =
    /<cac:TaxTotal>([\s\S]*?)<\/cac:TaxTotal>\s*(?:<cac:WithholdingTaxTotal>|<cac:LegalMonetaryTotal>)/.exec(xml)![1]!;
  const subtotals = [...documentTaxes.matchAll(/<cac:TaxSubtotal>([\s\S]*?)<\/cac:TaxSubtotal>/g)].map((m) => ({
    rate: all(m[1]!, 'Percent')[0]!,
    base: all(m[1]!, 'TaxableAmount')[0]!,
    amount: all(m[1]!, 'TaxAmount')[0]!,
  }));
  const totals = /<cac:LegalMonetaryTotal>[\s\S]*<\/cac:LegalMonetaryTotal>/.exec(xml)![0];
  return {
    vkntckn: party('AccountingSupplierParty'),
    avkntckn: party('AccountingCustomerParty'),
    senaryo: all(xml, 'ProfileID')[0],
    tip: all(xml, 'InvoiceTypeCode')[0],
    tarih: all(xml, 'IssueDate')[0],
    no: all(xml, 'ID')[0],
    ettn: all(xml, 'UUID')[0],
    parabirimi: all(xml, 'DocumentCurrencyCode')[0],
    malhizmettoplam: all(totals, 'LineExtensionAmount')[0],
    ...Object.fromEntries(subtotals.map((s) => [`kdvmatrah(${s.rate})`, s.base])),
    ...Object.fromEntries(subtotals.map((s) => [`hesaplanankdv(${s.rate})`, s.amount])),
    vergidahil: all(totals, 'TaxInclusiveAmount')[0],
    odenecek: all(totals, 'PayableAmount')[0],
  };
}

async function decodedQr(bytes: Uint8Array) {
  const codes = await pdfQrCodes(bytes);
  expect(codes).toHaveLength(1);
  return JSON.parse(codes[0]!) as Record<string, string>;
}

describe('the PDF of an issued e-document', () => {
  it('is an e-Arşiv Fatura with ETTN, seller and buyer blocks, quantities with units and the karekod of the XML', async () => {
    const inv = await issued('consumer', [
      line({ description: 'Kombi bakımı', unitPrice: '1250.00' }),
      line({ description: 'İşçilik', quantity: '2.5', unit: 'saat', unitPrice: '400.00', vatRate: 10 }),
    ]);
    expect(inv).toMatchObject({ eProfile: 'EARSIVFATURA', eType: 'SATIS', payableTotal: '2600.00' });
    const bytes = await pdfOf(inv.id);
    const text = await pdfText(bytes);
    const [settings] = await app.db.select().from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId));
    for (const expected of [
      'e-Arşiv Fatura',
      `ETTN: ${inv.ettn}`,
      'Senaryo: EARŞİVFATURA',
      'Fatura Tipi: SATIŞ',
      `Fatura No: ${inv.number}`,
      settings!.companyName,
      `${settings!.district} / ${settings!.city}`,
      `Vergi Dairesi: ${settings!.taxOffice}`,
      `VKN: ${settings!.taxNumber}`,
      `MERSİS No: ${MERSIS}`,
      'IBAN: TR33 0006 4000 0001 1234 5678 90 (Ziraat Bankası)',
      'Ayşe Nur Çelik',
      'Kıbrıs Şehitleri Cad. No: 7, Konak / İzmir',
      'TCKN: 10000000146',
      '1 adet',
      '2,5 saat',
      'KDV %20 (matrah 1.250,00 ₺)',
      'KDV %10 (matrah 1.000,00 ₺)',
      'Ödenecek Tutar',
      '2.600,00 ₺',
      amountInWords('2600.00'),
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('e-Fatura');

    const qr = await decodedQr(bytes);
    const xml = await storedXml(inv.id);
    expect(qr).toEqual(expectedQr(xml));
    expect(Object.keys(qr)).toEqual(Object.keys(expectedQr(xml)));
    expect(qr).toMatchObject({
      vkntckn: settings!.taxNumber,
      avkntckn: '10000000146',
      senaryo: 'EARSIVFATURA',
      tip: 'SATIS',
      tarih: day,
      no: inv.number,
      ettn: inv.ettn,
      parabirimi: 'TRY',
      malhizmettoplam: '2250.00',
      'kdvmatrah(20)': '1250.00',
      'hesaplanankdv(20)': '250.00',
      'kdvmatrah(10)': '1000.00',
      'hesaplanankdv(10)': '100.00',
      vergidahil: inv.grandTotal,
      odenecek: inv.payableTotal,
    });
  });

  it('is an e-Fatura with the tevkifat by code and the payable after it, in words and in the karekod', async () => {
    const inv = await issued('efatura', [
      line({ description: 'Yük taşıma', unitPrice: '1000.00', withholdingCode: '624' }),
      line({ description: 'Ambalaj', unitPrice: '100.00' }),
    ]);
    expect(inv).toMatchObject({
      eProfile: 'TEMELFATURA',
      eType: 'TEVKIFAT',
      grandTotal: '1320.00',
      withholdingTotal: '40.00',
      payableTotal: '1280.00',
    });
    const bytes = await pdfOf(inv.id);
    const text = await pdfText(bytes);
    for (const expected of [
      'e-Fatura',
      `ETTN: ${inv.ettn}`,
      'Senaryo: TEMELFATURA',
      'Fatura Tipi: TEVKİFAT',
      'Kuzey Lojistik Ltd. Şti.',
      'Ihlamurdere Cad. No: 4, Beşiktaş / İstanbul',
      'Vergi Dairesi: Beşiktaş',
      'VKN: 9310000008',
      'Vergiler Dahil Toplam',
      '1.320,00 ₺',
      'KDV tevkifatı (624, 2/10)',
      '-40,00 ₺',
      'Tevkifat sonrası ödenecek',
      '1.280,00 ₺',
      amountInWords('1280.00'),
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('e-Arşiv');

    const qr = await decodedQr(bytes);
    expect(qr).toEqual(expectedQr(await storedXml(inv.id)));
    expect(qr).toMatchObject({
      avkntckn: '9310000008',
      senaryo: 'TEMELFATURA',
      tip: 'TEVKIFAT',
      no: inv.number,
      ettn: inv.ettn,
      malhizmettoplam: '1100.00',
      'kdvmatrah(20)': '1100.00',
      'hesaplanankdv(20)': '220.00',
      vergidahil: '1320.00',
      odenecek: '1280.00',
    });
  });
});

describe('PDFs without an e-document', () => {
  it('keep the plain layout: a draft and an invoice issued before e-documents have no caption and no karekod', async () => {
    const lines = [line({ description: 'Kombi bakımı', unitPrice: '1250.00' })];
    const d = await draft('efatura', lines);
    const draftText = await pdfText(await pdfOf(d.id));
    expect(draftText).toContain('FATURA TASLAĞI');
    expect(draftText).not.toContain('ETTN');

    const old = await issued('efatura', lines);
    // An invoice as issued before e-documents existed: its e-document columns empty, past the trigger
    // that keeps them fixed once set (migration 0033).
    await app.asOwner(sql`alter table invoices disable trigger invoices_e_document_fixed`);
    try {
      await app.asOwner(
        sql`update invoices set ettn = null, e_profile = null, e_type = null, ubl_xml = null, e_state = null where id = ${old.id}`,
      );
    } finally {
      await app.asOwner(sql`alter table invoices enable trigger invoices_e_document_fixed`);
    }
    const bytes = await pdfOf(old.id);
    const text = await pdfText(bytes);
    expect(text).toContain('SATIŞ FATURASI');
    expect(text).toContain('VKN/TCKN: 9310000008');
    expect(text).toContain('1 adet');
    expect(text).not.toMatch(/ETTN|e-Fatura|e-Arşiv/);
    expect(await pdfQrCodes(bytes)).toEqual([]);
  });
});
