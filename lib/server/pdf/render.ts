import 'server-only';

import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * A pdfmake document as it can be posted to the render worker: plain data, no functions. The footer,
 * a function in pdfmake, is here the content of every page's footer, in whose strings `{page}` and
 * `{pages}` stand for the page number and the page count (render-worker.mjs fills them in; in a
 * company name shown there, the same text would be filled in too, which no real name contains).
 */
export type PdfDocument = Omit<TDocumentDefinitions, 'footer' | 'header' | 'background' | 'pageBreakBefore'> & {
  footer?: Content;
};

interface Job {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}
interface RenderThread {
  worker: Worker;
  jobs: Map<number, Job>;
}
type Answer = { id: number; bytes: Uint8Array; error?: undefined } | { id: number; error: string };

/**
 * PDF_WORKERS threads, 1 by default: the server runs on 2 cores, so one thread renders beside the
 * event loop without taking both; more only helps with cores to spare. Each is started on its first
 * PDF (and again after it died).
 */
const threads: (RenderThread | undefined)[] = Array.from({ length: Math.max(1, Number(process.env.PDF_WORKERS) || 1) });
let lastId = 0;

/** The worker file itself, from the project's folder like pdfmake's fonts: Turbopack must not bundle it. */
const workerFile = () => path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/server/pdf/render-worker.mjs');

function startThread(slot: number): RenderThread {
  const thread: RenderThread = { worker: new Worker(workerFile()), jobs: new Map() };
  // An idle worker keeps no process alive (jest, scripts); one with a PDF to deliver does (send()).
  thread.worker.unref();
  thread.worker.on('message', (answer: Answer) => {
    const job = thread.jobs.get(answer.id);
    if (!job) return;
    thread.jobs.delete(answer.id);
    if (thread.jobs.size === 0) thread.worker.unref();
    if (answer.error !== undefined) job.reject(new Error(answer.error));
    else job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
  });
  // A crashed or stopped worker fails its pending PDFs (their requests answer 500, none hangs); the
  // next PDF starts a new one. Not at once: a worker that cannot even start would otherwise loop.
  const died = (error: Error) => {
    if (threads[slot] === thread) threads[slot] = undefined;
    for (const job of thread.jobs.values()) job.reject(error);
    thread.jobs.clear();
  };
  thread.worker.on('error', died);
  thread.worker.on('exit', (code) => died(new Error(`PDF worker stopped (exit code ${code})`)));
  return thread;
}

/** The thread with the fewest PDFs in progress, started if its slot is empty. */
function pickThread(): RenderThread {
  let best = 0;
  for (let slot = 0; slot < threads.length; slot++) {
    const thread = threads[slot];
    if (!thread) return (threads[slot] = startThread(slot));
    if (thread.jobs.size < threads[best]!.jobs.size) best = slot;
  }
  return threads[best]!;
}

function send(doc: PdfDocument): Promise<Buffer> {
  const thread = pickThread();
  const id = ++lastId;
  return new Promise<Buffer>((resolve, reject) => {
    if (thread.jobs.size === 0) thread.worker.ref();
    thread.jobs.set(id, { resolve, reject });
    try {
      thread.worker.postMessage({ id, doc });
    } catch (error) {
      // e.g. a function left in the document (DataCloneError): this PDF fails, the worker is fine.
      thread.jobs.delete(id);
      if (thread.jobs.size === 0) thread.worker.unref();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * Renders a pdfmake document (A4, Roboto 9 pt unless it says otherwise) to PDF bytes, in a worker
 * thread (render-worker.mjs): the server's event loop keeps answering other requests meanwhile.
 */
export function renderPdf(doc: PdfDocument): Promise<Buffer> {
  return send({
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    ...doc,
    defaultStyle: { font: 'Roboto', fontSize: 9, ...doc.defaultStyle },
  });
}
