// The PDF renderer's worker thread (lib/server/pdf/render.ts starts it). A plain .mjs file loaded from
// process.cwd(), never bundled: the Next build, `next dev`, jest and tsx scripts all start this same
// file, and it imports pdfmake from node_modules. Rendering takes ~50 ms of CPU per invoice; here it
// no longer holds up the server's event loop.
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import pdfmakeModule from 'pdfmake';

/** pdfmake's CommonJS instance, whichever way the module loader hands it over. */
const pdfmake = pdfmakeModule.default ?? pdfmakeModule;

// Roboto has every Turkish letter (İ ı Ş ş Ğ ğ Ç ç Ö ö Ü ü). Documents may not fetch URLs or read
// local files other than these fonts (images come as data URLs).
const fonts = path.join(process.cwd(), 'node_modules/pdfmake/fonts/Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fonts, 'Roboto-Regular.ttf'),
    bold: path.join(fonts, 'Roboto-Medium.ttf'),
    italics: path.join(fonts, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fonts, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => file.startsWith(fonts));

/** The footer's content for one page: its strings with {page} and {pages} filled in, as a fresh copy. */
function filled(value, page, pages) {
  if (typeof value === 'string') return value.replaceAll('{page}', String(page)).replaceAll('{pages}', String(pages));
  if (Array.isArray(value)) return value.map((item) => filled(item, page, pages));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, page, pages)]));
  }
  return value;
}

/**
 * The document as pdfmake takes it: a function cannot be posted to a worker, so the footer arrives as
 * a template (render.ts, PdfDocument) and becomes pdfmake's per-page function here.
 */
function definition(doc) {
  const { footer, ...rest } = doc;
  return footer === undefined ? rest : { ...rest, footer: (page, pages) => filled(footer, page, pages) };
}

parentPort.on('message', async ({ id, doc }) => {
  try {
    const buffer = await pdfmake.createPdf(definition(doc)).getBuffer();
    // A copy of its own: a small Buffer may share Node's pool, which must not be transferred away.
    const bytes = new Uint8Array(buffer);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
