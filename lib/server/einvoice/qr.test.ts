import { companyCustomer, invoiceOf, personCustomer } from '@/tests/ubl-tr/invoices';
import { einvoiceQrPayload } from './qr';
import { buildUblInvoice } from './ubl';
import type { EInvoiceLine } from './types';

const line = (over: Partial<EInvoiceLine>): EInvoiceLine => ({
  description: 'Yük taşıma',
  quantity: '1',
  unit: 'adet',
  unitPrice: '1000.00',
  vatRate: 20,
  ...over,
});

/** The text of every element with this name (any prefix), in document order. */
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}(?: [^>]*)?>([^<]*)</`, 'g'))].map((m) => m[1]!);

describe('einvoiceQrPayload', () => {
  it('reads GİB’s karekod fields from the XML, in GİB’s order, with KDV per rate and the payable after tevkifat', () => {
    const input = invoiceOf(
      [
        line({ withholdingCode: '624' }),
        line({ description: 'Ambalaj', quantity: '2.5', unit: 'saat', unitPrice: '40.00', vatRate: 10 }),
      ],
      { einvoiceUser: true },
    );
    const xml = buildUblInvoice(input);
    const payload = einvoiceQrPayload(xml);
    expect(Object.keys(payload)).toEqual([
      'vkntckn',
      'avkntckn',
      'senaryo',
      'tip',
      'tarih',
      'no',
      'ettn',
      'parabirimi',
      'malhizmettoplam',
      'kdvmatrah(10)',
      'kdvmatrah(20)',
      'hesaplanankdv(10)',
      'hesaplanankdv(20)',
      'vergidahil',
      'odenecek',
    ]);
    // 1000 + 200 KDV (40 withheld, 624 = 2/10) and 100 + 10 KDV.
    expect(payload).toEqual({
      vkntckn: input.supplier.taxNumber,
      avkntckn: companyCustomer.taxNumber,
      senaryo: 'TEMELFATURA',
      tip: 'TEVKIFAT',
      tarih: input.issueDate,
      no: input.number,
      ettn: input.uuid,
      parabirimi: 'TRY',
      malhizmettoplam: '1100.00',
      'kdvmatrah(20)': '1000.00',
      'kdvmatrah(10)': '100.00',
      'hesaplanankdv(20)': '200.00',
      'hesaplanankdv(10)': '10.00',
      vergidahil: '1310.00',
      odenecek: '1270.00',
    });
    // The same values the XML carries where GİB's view reads them.
    expect([payload.no, payload.ettn, payload.tarih]).toEqual([
      all(xml, 'ID')[0],
      all(xml, 'UUID')[0],
      all(xml, 'IssueDate')[0],
    ]);
    expect([payload.malhizmettoplam, payload.vergidahil, payload.odenecek]).toEqual([
      all(xml, 'LineExtensionAmount')[0],
      all(xml, 'TaxInclusiveAmount')[0],
      all(xml, 'PayableAmount')[0],
    ]);
  });

  it('sums the 0 % subtotals of several exemption reasons under one key and takes a TCKN buyer', () => {
    const xml = buildUblInvoice(
      invoiceOf(
        [
          line({ vatRate: 0, vatExemptionCode: '301' }),
          line({ vatRate: 0, vatExemptionCode: '302', unitPrice: '250.00' }),
        ],
        { customer: personCustomer },
      ),
    );
    expect(all(xml, 'Percent').filter((p) => p === '0').length).toBeGreaterThan(2);
    expect(einvoiceQrPayload(xml)).toMatchObject({
      avkntckn: personCustomer.taxNumber,
      senaryo: 'EARSIVFATURA',
      tip: 'ISTISNA',
      'kdvmatrah(0)': '1250.00',
      'hesaplanankdv(0)': '0.00',
      vergidahil: '1250.00',
      odenecek: '1250.00',
    });
  });

  it('refuses a document without the fields the code needs', () => {
    const xml = buildUblInvoice(invoiceOf([line({})]));
    expect(() => einvoiceQrPayload(xml.replace(/<cbc:UUID>[^<]*<\/cbc:UUID>/, ''))).toThrow(/cbc:UUID/);
  });
});
