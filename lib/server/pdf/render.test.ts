import { Worker } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';
import { type PdfDocument, renderPdf } from './render';

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

/** A statement-sized table over several pages: ~100 ms of pdfmake's CPU. */
const largeDocument = (): PdfDocument => ({
  content: [
    {
      table: {
        widths: ['auto', '*', 'auto', 'auto'],
        body: Array.from({ length: 300 }, (_, i) => [
          String(i + 1),
          `Satır ${i + 1} — Işık Yapı İnşaat`,
          '1.234,56',
          '₺',
        ]),
      },
    },
  ],
  footer: { text: '{page} / {pages}', alignment: 'center' },
});

afterEach(() => jest.restoreAllMocks());

describe('renderPdf', () => {
  it('writes every Turkish letter so that a text extractor reads it back, with the page footer', async () => {
    const text = 'Işık Yapı İnşaat — ĞÜŞİÖÇ ğüşıöç 1.234,56 ₺';
    const pdf = await renderPdf({
      content: [{ text }],
      footer: { columns: [{ text: 'Sayfa {page} / {pages}' }, { text: '{pages}', alignment: 'right' }] },
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await textOf(pdf);
    expect(pages).toContain('Işık Yapı İnşaat');
    expect(pages).toContain('ĞÜŞİÖÇ ğüşıöç');
    expect(pages).toContain('Sayfa 1 / 1');
    expect(pages).not.toContain('{page');
  });

  it('numbers every page of a long document', async () => {
    const pdf = await renderPdf(largeDocument());
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBeGreaterThan(5);
    const text = (await extractText(document, { mergePages: true })).text;
    expect(text).toContain(`${document.numPages} / ${document.numPages}`);
  });

  it('draws an image given as a data URL and refuses one from a URL or a local file', async () => {
    // The 1×1 PNG a logo would be, as letterhead.ts sends it.
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const pdf = await renderPdf({ content: [{ image: `data:image/png;base64,${png}`, width: 10 }] });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(renderPdf({ content: [{ image: 'https://example.com/logo.png', width: 10 }] })).rejects.toThrow();
    await expect(renderPdf({ content: [{ image: '/etc/passwd', width: 10 }] })).rejects.toThrow();
  });

  it('keeps the event loop turning while several large PDFs render', async () => {
    await renderPdf(largeDocument()); // the worker started and pdfmake loaded
    let maxLag = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      maxLag = Math.max(maxLag, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const pdfs = await Promise.all(Array.from({ length: 4 }, () => renderPdf(largeDocument())));
    const elapsed = performance.now() - started;
    clearInterval(timer);
    maxLag = Math.max(maxLag, performance.now() - last);
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    // Rendered on the event loop, the four documents blocked it for the whole time (measured: a lag of
    // 1.3 s out of 1.3 s); in the worker, the loop only waits for copies of documents and bytes (10 ms of
    // 450 ms). Half the time leaves room for a loaded machine.
    expect(maxLag).toBeLessThan(elapsed / 2);
  });

  it('fails the pending PDF when its worker dies, and renders the next one in a new worker', async () => {
    await renderPdf({ content: ['warm'] });
    jest.spyOn(Worker.prototype, 'postMessage').mockImplementationOnce(function (this: Worker) {
      void this.terminate();
    });
    await expect(renderPdf({ content: ['lost'] })).rejects.toThrow(/PDF worker stopped/);
    expect(await textOf(await renderPdf({ content: ['again'] }))).toContain('again');
  });

  it('refuses a document with a function in it without harming the worker', async () => {
    const doc = { content: [{ text: 'x' }], header: () => 'x' } as unknown as PdfDocument;
    await expect(renderPdf(doc)).rejects.toThrow();
    expect(await textOf(await renderPdf({ content: ['fine'] }))).toContain('fine');
  });
});
