'use client';

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDecimalTr } from '@/lib/utils/decimal';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  kind?: 'bar' | 'line';
  /** Bars with the same stack id sit on each other. */
  stack?: string;
}

export interface ReportChartProps {
  data: Record<string, string | number | null>[];
  /** The field of each datum shown on the x axis (already a label). */
  xKey: string;
  series: ChartSeries[];
  /** Money values are drawn from their decimal strings and shown as 1.234,56. */
  format: 'money' | 'count';
  height?: number;
}

const show = (format: ReportChartProps['format']) => (value: unknown) =>
  format === 'money' ? formatDecimalTr(Number(value).toFixed(2)) : String(value);

/** Each point keeps its datum's exact strings here, so the tooltip shows them rather than a float. */
const EXACT = '__exact';

type Datum = ReportChartProps['data'][number];

/** The tooltip's text of a point: its exact decimal string where there is one (a float rounds past 2^53). */
const showExact =
  (format: ReportChartProps['format']) =>
  (value: unknown, _name: unknown, item: { dataKey?: unknown; payload?: { [EXACT]?: Datum } }) => {
    const exact = typeof item.dataKey === 'string' ? item.payload?.[EXACT]?.[item.dataKey] : undefined;
    return format === 'money' && typeof exact === 'string' ? formatDecimalTr(exact) : show(format)(value);
  };

/**
 * The one chart of the report pages (recharts). It is only ever loaded lazily (ReportChart in
 * report-frame.tsx), so the library stays out of every other page's JavaScript (e2e/perf checks it).
 */
export default function ReportChart({ data, xKey, series, format, height = 300 }: ReportChartProps) {
  // A chart draws numbers; the table beside it keeps the exact decimal strings.
  const points = data.map((d) => ({
    ...Object.fromEntries(Object.entries(d).map(([k, v]) => [k, k === xKey || v === null ? v : Number(v)])),
    [EXACT]: d,
  }));
  return (
    <div data-testid="report-chart" style={{ width: '100%', height }}>
      <ResponsiveContainer>
        <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} tickFormatter={show(format)} width={format === 'money' ? 96 : 40} />
          <Tooltip formatter={showExact(format)} />
          <Legend />
          {series.map((s) =>
            s.kind === 'line' ? (
              <Line key={s.key} dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} />
            ) : (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} stackId={s.stack} maxBarSize={48} />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
