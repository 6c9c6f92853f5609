import fs from 'node:fs';
import path from 'node:path';
import { loadSchematron, type Schematron } from '@/tests/ubl-tr/schematron';
import { xsdErrors } from '@/tests/ubl-tr/xsd';
import { companyCustomer, invoiceOf, personCustomer } from '@/tests/ubl-tr/invoices';
import { withholdingCodes } from '@/lib/schemas/values/withholding';
import { vatExemptionCodes } from '@/lib/schemas/document-lines';
import { istisnaExemptionCodes, unitCodes, vatExemptionReasons } from './codes';
import { buildUblInvoice } from './ubl';
import type { EInvoiceInput, EInvoiceLine } from './types';

let schematron: Schematron;
beforeAll(async () => {
  schematron = await loadSchematron();
}, 180_000);

const fixtures = path.join(process.cwd(), 'tests/fixtures/ubl-tr');
const sample = (name: string) => fs.readFileSync(path.join(fixtures, 'samples', name), 'utf8');

/** Both validators' findings for each document. */
async function validate(...documents: string[]) {
  const xsd = await xsdErrors(documents);
  return documents.map((xml, i) => ({ xsd: xsd[i], schematron: schematron.errors(xml) }));
}
const valid = { xsd: [], schematron: [] };

/** The text of the first element with this local name (ignoring its prefix). */
const text = (xml: string, name: string) => new RegExp(`<(?:\\w+:)?${name}(?: [^>]*)?>([^<]*)</`).exec(xml)?.[1];
const all = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}(?: [^>]*)?>([^<]*)</`, 'g'))].map((m) => m[1]);

const line = (overrides: Partial<EInvoiceLine>): EInvoiceLine => ({
  description: 'Kombi bakımı',
  quantity: '1',
  unit: 'adet',
  unitPrice: '100.00',
  vatRate: 20,
  ...overrides,
});

describe('GİB validators', () => {
  it('accept GİB’s own e-Fatura and e-Arşiv samples', async () => {
    const results = await validate(sample('ticari-fatura-ornegi.xml'), sample('ytb-satis-earsiv.xml'));
    expect(results).toEqual([valid, valid]);
  });

  it('reject a broken document, each for its own reason', async () => {
    const good = buildUblInvoice(invoiceOf([line({})]));
    const misplaced = good
      .replace('<cbc:CopyIndicator>false</cbc:CopyIndicator>', '')
      .replace('<cbc:IssueDate>', '<cbc:CopyIndicator>false</cbc:CopyIndicator><cbc:IssueDate>');
    const badUnit = good.replace('unitCode="C62"', 'unitCode="ADET"');
    const [xsdOnly, schematronOnly] = await validate(misplaced, badUnit);
    expect(xsdOnly!.xsd.join('\n')).toMatch(/UUID': This element is not expected. Expected is .*CopyIndicator/);
    expect(schematronOnly!.xsd).toEqual([]);
    expect(schematronOnly!.schematron.join('\n')).toMatch(/Geçersiz unitCode niteliği : 'ADET'/);
    const wrongNumber = good.replace(/<cbc:ID>CRI2026/, '<cbc:ID>CR2026');
    expect(schematron.errors(wrongNumber).join('\n')).toMatch(/ABC2009123456789/);
  });
});

describe('buildUblInvoice', () => {
  it('writes an e-Arşiv sale at KDV 20, 10 and 1 with line and document discounts, valid for GİB', async () => {
    const invoice = invoiceOf(
      [
        line({ quantity: '2', unitPrice: '1250.00', discountRate: '10' }),
        line({
          description: 'İşçilik\n2 saat, hafta sonu',
          unit: 'saat',
          quantity: '2.5',
          unitPrice: '400.00',
          vatRate: 10,
        }),
        line({ description: 'Kitap', unitPrice: '80.00', vatRate: 1, itemCode: 'KTP-1' }),
      ],
      { customer: personCustomer, discount: { kind: 'percent', value: '5' }, notes: 'Teşekkür ederiz.' },
    );
    const xml = buildUblInvoice(invoice);
    expect(await validate(xml)).toEqual([valid]);
    expect(text(xml, 'ProfileID')).toBe('EARSIVFATURA');
    expect(text(xml, 'InvoiceTypeCode')).toBe('SATIS');
    expect(text(xml, 'UUID')).toBe(invoice.uuid);
    expect(text(xml, 'LineCountNumeric')).toBe('3');
    // 2 × 1250 − 10 % = 2250; 2,5 × 400 = 1000; 80 → 3330, − 5 % = 3163,50 net; KDV 427,50 + 95 + 0,76.
    expect(all(xml, 'LineExtensionAmount').slice(0, 1)).toEqual(['3330.00']);
    expect(text(xml, 'TaxExclusiveAmount')).toBe('3163.50');
    expect(text(xml, 'AllowanceTotalAmount')).toBe('166.50');
    expect(all(xml, 'Percent').slice(0, 3)).toEqual(['1', '10', '20']);
    expect(text(xml, 'TaxInclusiveAmount')).toBe('3686.76');
    expect(text(xml, 'PayableAmount')).toBe('3686.76');
    expect(all(xml, 'Note')).toEqual([
      'Yalnız üç bin altı yüz seksen altı Türk lirası yetmiş altı kuruş',
      'Teşekkür ederiz.',
    ]);
    expect(xml).toContain('<cbc:ID schemeID="TCKN">10000000146</cbc:ID>');
    expect(xml).toContain('<cbc:FamilyName>Çelik</cbc:FamilyName>');
    expect(xml).toContain('<cbc:ID schemeID="MERSISNO">0123456789012345</cbc:ID>');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="HUR">2.5</cbc:InvoicedQuantity>');
  });

  it('writes a fully exempt ISTISNA invoice with the exemption reason on every 0 % subtotal', async () => {
    const xml = buildUblInvoice(
      invoiceOf(
        [line({ vatRate: 0, vatExemptionCode: '301' }), line({ vatRate: 0, vatExemptionCode: '311', unitPrice: '50' })],
        { einvoiceUser: true },
      ),
    );
    expect(await validate(xml)).toEqual([valid]);
    expect(text(xml, 'ProfileID')).toBe('TEMELFATURA');
    expect(text(xml, 'InvoiceTypeCode')).toBe('ISTISNA');
    expect(all(xml, 'TaxExemptionReasonCode').slice(0, 2)).toEqual(['301', '311']);
    expect(text(xml, 'TaxExemptionReason')).toBe('11/1-a Mal İhracatı');
    expect(text(xml, 'PayableAmount')).toBe('150.00');
  });

  it('writes a TEVKIFAT invoice whose payable is the total less the withheld KDV', async () => {
    const xml = buildUblInvoice(
      invoiceOf([line({ unitPrice: '1000.00', withholdingCode: '603' }), line({ unitPrice: '500.00' })], {
        einvoiceUser: true,
      }),
    );
    expect(await validate(xml)).toEqual([valid]);
    expect(text(xml, 'InvoiceTypeCode')).toBe('TEVKIFAT');
    // KDV 200 + 100; 7/10 of the first line's 200 is withheld: 1800 − 140 = 1660.
    const withholding = xml.slice(xml.indexOf('<cac:WithholdingTaxTotal>'), xml.indexOf('</cac:WithholdingTaxTotal>'));
    expect(all(withholding, 'TaxAmount')).toEqual(['140.00', '140.00']);
    expect(text(withholding, 'TaxableAmount')).toBe('200.00');
    expect(text(withholding, 'Percent')).toBe('70');
    expect(text(withholding, 'TaxTypeCode')).toBe('603');
    expect(text(xml, 'TaxInclusiveAmount')).toBe('1800.00');
    expect(text(xml, 'PayableAmount')).toBe('1660.00');
    expect(all(xml, 'Note')[0]).toBe('Yalnız bin altı yüz altmış Türk lirası');
  });

  it('writes a return (IADE) that references its original invoice', async () => {
    const invoice = invoiceOf([line({ quantity: '1.5' })], { kind: 'return', einvoiceUser: true, commercial: true });
    const xml = buildUblInvoice(invoice);
    expect(await validate(xml)).toEqual([valid]);
    expect(text(xml, 'ProfileID')).toBe('TEMELFATURA');
    expect(text(xml, 'InvoiceTypeCode')).toBe('IADE');
    const reference = xml.slice(xml.indexOf('<cac:BillingReference>'), xml.indexOf('</cac:BillingReference>'));
    expect(text(reference, 'ID')).toBe('CRI2026000000001');
    expect(text(reference, 'IssueDate')).toBe('2026-01-10');
    expect(text(reference, 'DocumentTypeCode')).toBe('IADE');
  });

  it('writes a commercial e-Fatura (TICARIFATURA) to a registered user', async () => {
    const xml = buildUblInvoice(
      invoiceOf([line({ discountRate: '12.5', quantity: '3' })], {
        customer: companyCustomer,
        einvoiceUser: true,
        commercial: true,
        discount: { kind: 'amount', value: '10.00' },
      }),
    );
    expect(await validate(xml)).toEqual([valid]);
    expect(text(xml, 'ProfileID')).toBe('TICARIFATURA');
    expect(xml).toContain('<cbc:MultiplierFactorNumeric>0.125</cbc:MultiplierFactorNumeric>');
    expect(xml).toContain('<cbc:ID schemeID="VKN">1234567808</cbc:ID>');
  });

  it('refuses what GİB would reject, with the reason', () => {
    const refuse = (invoice: EInvoiceInput) => () => buildUblInvoice(invoice);
    expect(refuse(invoiceOf([line({ vatRate: 0, vatExemptionCode: null })]))).toThrow(/exemption reason code/);
    expect(() => invoiceOf([line({ withholdingCode: '603' }), line({ vatRate: 0, vatExemptionCode: '301' })])).toThrow(
      /withhold KDV and carry exempt lines/,
    );
    expect(refuse({ ...invoiceOf([line({})]), number: 'CRI26000000001' })).toThrow(/not a GİB invoice number/);
    expect(refuse({ ...invoiceOf([line({})]), profile: 'TICARIFATURA', type: 'IADE' })).toThrow(
      /references its original/,
    );
    expect(refuse(invoiceOf([line({ unitPrice: '0.02' })]))).toThrow(/rounds to 0/);
  });
});

describe('code lists', () => {
  /** A list of GİB's code list file (UBL-TR_Codelist.xml): `<sch:let name="…" value="',A,B,'"/>`. */
  const gibList = (name: string) => {
    const codelist = fs.readFileSync(path.join(fixtures, 'schematron/UBL-TR_Codelist.xml'), 'utf8');
    const value = new RegExp(`name="${name}"\\s+value\\s*="',([^"]*),'"`).exec(codelist)?.[1];
    if (!value) throw new Error(`no list ${name}`);
    return value.split(',');
  };

  it('pairs every withholding code with a rate GİB accepts for it', () => {
    const accepted = gibList('WithholdingTaxTypeWithPercent');
    expect(withholdingCodes.filter((c) => !accepted.includes(`${c.code}${c.rate * 10}`))).toEqual([]);
    expect(withholdingCodes.map((c) => c.code)).toEqual(gibList('WithholdingTaxType'));
  });

  it('names only exemption reasons and units GİB lists', () => {
    expect(vatExemptionCodes.filter((c) => !gibList('TaxExemptionReasonCodeType').includes(c))).toEqual([]);
    expect(Object.keys(vatExemptionReasons).sort()).toEqual([...vatExemptionCodes].sort());
    expect(vatExemptionCodes.filter((c) => gibList('istisnaTaxExemptionReasonCodeType').includes(c))).toEqual([
      ...istisnaExemptionCodes,
    ]);
    expect(Object.values(unitCodes).filter((u) => !gibList('UnitCodeList').includes(u))).toEqual([]);
  });
});
