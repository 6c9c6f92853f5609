import './zod-config';
import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { workOrderStatuses } from './values/work-orders';

/** The reports of /tenant/reports, in tab order; each is GET /api/tenant/Reports/{key}. */
export const reportKeys = ['sales', 'collections', 'ageing', 'offers', 'work-orders'] as const;
export type ReportKey = (typeof reportKeys)[number];

/** A report covers at most this many days, so a month series stays small. */
export const REPORT_MAX_DAYS = 5 * 366;

const dayOf = (v: string) => Date.parse(`${v}T00:00:00Z`) / 86_400_000;

const rangeFields = { from: calendarDateSchema.optional(), to: calendarDateSchema.optional() };
type RangeFields = { from?: string; to?: string };
const orderRule = (v: RangeFields) => !v.from || !v.to || v.from <= v.to;
const spanRule = (v: RangeFields) => !v.from || !v.to || dayOf(v.to) - dayOf(v.from) <= REPORT_MAX_DAYS;

/**
 * The date range of a report, inclusive Istanbul calendar days. Left out, the server takes this
 * year up to today (the ageing report: every open invoice).
 */
export const reportRangeQuerySchema = z
  .object(rangeFields)
  .refine(orderRule, { path: ['to'], message: 'dateRangeInvalid' })
  .refine(spanRule, { path: ['to'], message: 'dateRangeTooLong' });
export type ReportRangeQuery = z.output<typeof reportRangeQuerySchema>;

export const exportFormats = ['csv', 'xlsx'] as const;
export const reportExportQuerySchema = z
  .object({ ...rangeFields, format: z.enum(exportFormats, { error: 'invalidChoice' }).default('xlsx') })
  .refine(orderRule, { path: ['to'], message: 'dateRangeInvalid' })
  .refine(spanRule, { path: ['to'], message: 'dateRangeTooLong' });
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;

/** Money travels as decimal strings ('1234.56'), never floats. */
const money = z.string();
const range = { from: z.string().nullable(), to: z.string() };

const salesFigures = {
  count: z.number(),
  netTotal: money,
  vatTotal: money,
  grandTotal: money,
  previousNetTotal: money,
  previousVatTotal: money,
  previousGrandTotal: money,
};
/** Issued invoices by month (returns negative, cancelled and drafts left out) beside the same month a year before. */
export const salesReportSchema = z.object({
  ...range,
  rows: z.array(z.object({ month: z.string(), ...salesFigures })),
  totals: z.object(salesFigures),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

const collectionFigures = {
  /** Collections that are not reversals. */
  count: z.number(),
  /** Collections from customers less the reversals of collections (on the day of the reversal). */
  collected: money,
  /** Payments to customers (refunds) less their reversals. */
  paidOut: money,
  net: money,
};
/** Money in from customers and out to them, by month and by payment method. */
export const collectionsReportSchema = z.object({
  ...range,
  rows: z.array(z.object({ month: z.string(), ...collectionFigures })),
  byMethod: z.array(z.object({ methodId: z.string(), methodName: z.string(), ...collectionFigures })),
  totals: z.object(collectionFigures),
});
export type CollectionsReport = z.infer<typeof collectionsReportSchema>;

const ageingFigures = {
  notDue: money,
  days1to30: money,
  days31to60: money,
  days61to90: money,
  days90plus: money,
  total: money,
};
/** Open receivables per customer as of today, by days past their due date. */
export const ageingReportSchema = z.object({
  ...range,
  asOf: z.string(),
  rows: z.array(z.object({ customerId: z.string(), customerName: z.string(), ...ageingFigures })),
  totals: z.object(ageingFigures),
  /** Customers with receivables; the table shows the largest AGEING_MAX_ROWS of them. */
  customerCount: z.number(),
});
export type AgeingReport = z.infer<typeof ageingReportSchema>;
export const AGEING_MAX_ROWS = 500;

const offerFigures = {
  sent: z.number(),
  accepted: z.number(),
  rejected: z.number(),
  expired: z.number(),
  open: z.number(),
  /** accepted / sent in percent with one decimal, null when nothing was sent. */
  conversionRate: z.number().nullable(),
  sentAmount: money,
  acceptedAmount: money,
};
/** Offers sent to customers by month of their date: how many were accepted, rejected, expired. */
export const offerConversionReportSchema = z.object({
  ...range,
  rows: z.array(z.object({ month: z.string(), ...offerFigures })),
  totals: z.object(offerFigures),
});
export type OfferConversionReport = z.infer<typeof offerConversionReportSchema>;

const statusCounts = z.object(
  Object.fromEntries(workOrderStatuses.map((s) => [s, z.number()])) as Record<
    (typeof workOrderStatuses)[number],
    z.ZodNumber
  >,
);
/**
 * Work orders created in the range by status and by assignee (counts per status), with the
 * average hours from creation to done.
 */
export const workOrderReportSchema = z.object({
  ...range,
  byAssignee: z.array(
    z.object({
      userId: z.string().nullable(),
      name: z.string().nullable(),
      total: z.number(),
      byStatus: statusCounts,
      averageHours: z.number().nullable(),
    }),
  ),
  totals: z.object({ total: z.number(), byStatus: statusCounts, averageHours: z.number().nullable() }),
});
export type WorkOrderReport = z.infer<typeof workOrderReportSchema>;
