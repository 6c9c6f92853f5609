import { extractText, getDocumentProxy } from 'unpdf';
import { renderPdf } from './render';

describe('renderPdf', () => {
  it('writes every Turkish letter so that a text extractor reads it back', async () => {
    const text = 'Işık Yapı İnşaat — ĞÜŞİÖÇ ğüşıöç 1.234,56 ₺';
    const pdf = await renderPdf({ content: [{ text }], footer: (page, pages) => ({ text: `${page} / ${pages}` }) });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(pages).toContain('Işık Yapı İnşaat');
    expect(pages).toContain('ĞÜŞİÖÇ ğüşıöç');
    expect(pages).toContain('1 / 1');
  });
});
