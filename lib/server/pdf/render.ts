import 'server-only';

import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

type PdfMake = typeof import('pdfmake');
let ready: Promise<PdfMake> | undefined;

/**
 * pdfmake with Roboto (it has every Turkish letter: İ ı Ş ş Ğ ğ Ç ç Ö ö Ü ü), loaded on the first
 * PDF only, never into a page bundle. Documents may not fetch URLs or read local files.
 */
function pdfmake(): Promise<PdfMake> {
  ready ??= import('pdfmake').then((mod) => {
    const instance = ((mod as { default?: PdfMake }).default ?? mod) as PdfMake;
    const dir = path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules/pdfmake/fonts/Roboto');
    instance.setFonts({
      Roboto: {
        normal: path.join(dir, 'Roboto-Regular.ttf'),
        bold: path.join(dir, 'Roboto-Medium.ttf'),
        italics: path.join(dir, 'Roboto-Italic.ttf'),
        bolditalics: path.join(dir, 'Roboto-MediumItalic.ttf'),
      },
    });
    instance.setUrlAccessPolicy(() => false);
    instance.setLocalAccessPolicy((file: string) => file.startsWith(dir));
    return instance;
  });
  return ready;
}

/** Renders a pdfmake document (A4, Roboto 9 pt unless it says otherwise) to PDF bytes. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const instance = await pdfmake();
  return instance
    .createPdf({
      pageSize: 'A4',
      pageMargins: [40, 48, 40, 56],
      ...doc,
      defaultStyle: { font: 'Roboto', fontSize: 9, ...doc.defaultStyle },
    })
    .getBuffer();
}
