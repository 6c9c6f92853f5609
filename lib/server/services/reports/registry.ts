import 'server-only';

import type { ReportExportQuery, ReportKey, ReportRangeQuery } from '@/lib/schemas/reports';
import { ageingBuckets } from '@/lib/schemas/values/reports';
import { workOrderStatuses } from '@/lib/schemas/values/work-orders';
import { formatMonth } from '@/lib/utils/dates';
import type { DbOrTx } from '../../db/client';
import { translate, type Lang } from '../../i18n';
import { writeSpreadsheet, type Cell, type CellKind, type SheetFile } from '../../kit/spreadsheet';
import { ageingReport } from './ageing';
import { collectionsReport } from './collections';
import { offerConversionReport } from './offer-conversion';
import { salesReport } from './sales';
import { workOrderReport } from './work-orders';

type Load<T> = (db: DbOrTx, opts: { tenantId: string; query: ReportRangeQuery }) => Promise<T>;

/** A column of a report's table: its header (a key of ReportsPage.columns) and how its cells are written. */
interface Column {
  key: string;
  kind: CellKind;
  /** A message path of its own instead of ReportsPage.columns.{key}. */
  header?: string;
}

interface ReportDefinition<T> {
  load: Load<T>;
  /** The table behind the chart, as the export writes it: its columns and rows, a totals row last. */
  sheet: (report: T, lang: Lang) => { columns: Column[]; rows: Cell[][] };
}

const money = (key: string): Column => ({ key, kind: 'money' });
const count = (key: string): Column => ({ key, kind: 'number' });
const text = (key: string): Column => ({ key, kind: 'text' });
const total = (lang: Lang) => translate(lang, 'ReportsPage.total');

type Ranged = { from: string | null; to: string };
/** A report with its type erased: its data, or its table as the export writes it. */
interface Report {
  load: Load<Ranged>;
  table: (
    db: DbOrTx,
    opts: { tenantId: string; query: ReportRangeQuery },
    lang: Lang,
  ) => Promise<{ report: Ranged; columns: Column[]; rows: Cell[][] }>;
}

const define = <T extends Ranged>(definition: ReportDefinition<T>): Report => ({
  load: definition.load,
  table: async (db, opts, lang) => {
    const report = await definition.load(db, opts);
    return { report, ...definition.sheet(report, lang) };
  },
});

/** The reports by key (the tabs of /tenant/reports). */
export const reports: Partial<Record<ReportKey, Report>> = {
  sales: define({
    load: salesReport,
    sheet: (r, lang) => {
      const figures = (x: (typeof r.rows)[number] | typeof r.totals): Cell[] => [
        x.count,
        x.netTotal,
        x.vatTotal,
        x.grandTotal,
        x.previousNetTotal,
        x.previousVatTotal,
        x.previousGrandTotal,
      ];
      return {
        columns: [
          text('month'),
          count('invoiceCount'),
          money('netTotal'),
          money('vatTotal'),
          money('grandTotal'),
          money('previousNetTotal'),
          money('previousVatTotal'),
          money('previousGrandTotal'),
        ],
        rows: [...r.rows.map((x) => [formatMonth(x.month, lang), ...figures(x)]), [total(lang), ...figures(r.totals)]],
      };
    },
  }),
  collections: define({
    load: collectionsReport,
    sheet: (r, lang) => {
      const figures = (x: (typeof r.rows)[number] | typeof r.totals): Cell[] => [
        x.count,
        x.collected,
        x.paidOut,
        x.net,
      ];
      const blank = [null, null, null, null];
      return {
        columns: [text('monthOrMethod'), count('collectionCount'), money('collected'), money('paidOut'), money('net')],
        rows: [
          ...r.rows.map((x) => [formatMonth(x.month, lang), ...figures(x)]),
          [total(lang), ...figures(r.totals)],
          [null, ...blank],
          [translate(lang, 'ReportsPage.byMethod'), ...blank],
          ...r.byMethod.map((x) => [x.methodName, ...figures(x)]),
        ],
      };
    },
  }),
  ageing: define({
    load: ageingReport,
    sheet: (r, lang) => ({
      columns: [text('customer'), ...ageingBuckets.map(money), money('total')],
      rows: [
        ...r.rows.map((x) => [x.customerName, ...ageingBuckets.map((b) => x[b]), x.total]),
        [total(lang), ...ageingBuckets.map((b) => r.totals[b]), r.totals.total],
      ],
    }),
  }),
  offers: define({
    load: offerConversionReport,
    sheet: (r, lang) => {
      const figures = (x: (typeof r.rows)[number] | typeof r.totals): Cell[] => [
        x.sent,
        x.accepted,
        x.rejected,
        x.expired,
        x.open,
        x.conversionRate,
        x.sentAmount,
        x.acceptedAmount,
      ];
      return {
        columns: [
          text('month'),
          count('sent'),
          count('accepted'),
          count('rejected'),
          count('expired'),
          count('open'),
          count('conversionRate'),
          money('sentAmount'),
          money('acceptedAmount'),
        ],
        rows: [...r.rows.map((x) => [formatMonth(x.month, lang), ...figures(x)]), [total(lang), ...figures(r.totals)]],
      };
    },
  }),
  'work-orders': define({
    load: workOrderReport,
    sheet: (r, lang) => {
      const figures = (x: (typeof r.byAssignee)[number] | typeof r.totals): Cell[] => [
        ...workOrderStatuses.map((s) => x.byStatus[s]),
        x.total,
        x.averageHours,
      ];
      return {
        columns: [
          text('assignee'),
          ...workOrderStatuses.map((s) => ({ ...count(s), header: `WorkOrderStatuses.${s}` })),
          count('total'),
          count('averageHours'),
        ],
        rows: [
          ...r.byAssignee.map((x) => [x.name ?? translate(lang, 'ReportsPage.unassigned'), ...figures(x)]),
          [total(lang), ...figures(r.totals)],
        ],
      };
    },
  }),
};

type ExportOpts = { tenantId: string; lang: Lang; key: ReportKey; query: ReportExportQuery };

/** The report's table, read in the request's transaction. */
export async function loadReportExport(db: DbOrTx, opts: ExportOpts) {
  const table = await reports[opts.key]!.table(db, { tenantId: opts.tenantId, query: opts.query }, opts.lang);
  return { ...table, opts };
}

/** The loaded report as a CSV or Excel file named after it and its range (no database). */
export async function reportExportFile(
  loaded: Awaited<ReturnType<typeof loadReportExport>>,
): Promise<SheetFile & { fileName: string }> {
  const { report, columns, rows, opts } = loaded;
  const title = translate(opts.lang, `ReportsPage.tabs.${opts.key}`);
  const header = columns.map((c) => translate(opts.lang, c.header ?? `ReportsPage.columns.${c.key}`));
  const file = await writeSpreadsheet(
    opts.query.format,
    title,
    header,
    rows,
    columns.map((c) => c.kind),
  );
  const range = [report.from, report.to].filter(Boolean).join('_');
  return { ...file, fileName: `${translate(opts.lang, `ReportsPage.files.${opts.key}`)}-${range}.${file.extension}` };
}
