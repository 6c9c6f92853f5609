import fc from 'fast-check';
import { loadSchematron, type Schematron } from '@/tests/ubl-tr/schematron';
import { xsdErrors } from '@/tests/ubl-tr/xsd';
import { invoiceArb } from '@/tests/ubl-tr/invoices';
import { buildUblInvoice } from './ubl';

let schematron: Schematron;
beforeAll(async () => {
  schematron = await loadSchematron();
}, 180_000);

const BATCH = 25;

describe('buildUblInvoice (property)', () => {
  it('writes every invoice Cari can issue as a document GİB’s XSD and schematron accept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(invoiceArb, { minLength: BATCH, maxLength: BATCH }), async (invoices) => {
        const documents = invoices.map(buildUblInvoice);
        // One xmllint run per batch: the XSD is compiled once for all its documents.
        const xsd = await xsdErrors(documents);
        const findings = documents.map((xml, i) => ({ xsd: xsd[i], schematron: schematron.errors(xml) }));
        expect(findings).toEqual(documents.map(() => ({ xsd: [], schematron: [] })));
      }),
      // 4 batches of 25: 100 documents. The inputs the API cannot send (any Unicode text, the
      // largest amounts) are tried here; 200+ invoices issued through the API are validated in
      // tests/api/invoices-ubl.property.test.ts.
      { numRuns: 4 },
    );
  }, 120_000);
});
