'use client';

import { CalendarOutlined } from '@ant-design/icons';
import { ConfigProvider, Input } from 'antd';
import { lazy, Suspense, useContext, useState, type CSSProperties } from 'react';
import { formatDate } from '@/lib/utils/dates';

/** A range of calendar days, each 'YYYY-MM-DD'; a missing end is open. */
export type DayRange = { from?: string; to?: string };

export type DateRangeFilterProps = {
  value: DayRange;
  onChange: (range: DayRange) => void;
  'aria-label': string;
  /** Start and end placeholders; antd's own for the interface language when left out. */
  placeholder?: [string, string];
  /** Either end may stay empty (an open range). */
  allowEmpty?: boolean;
  style?: CSSProperties;
};

const loadPicker = () => import('./day-range-picker');
const DayRangePicker = lazy(() => loadPicker().then((m) => ({ default: m.DayRangePicker })));

/**
 * A list's date range filter. antd's RangePicker (its panels, dayjs and their styles) weighs about
 * 30 kB gzip, so the list first shows a look-alike text box and loads the picker when the pointer
 * comes near or the box takes focus; the picker then takes the focus and opens, as it would have.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const [active, setActive] = useState(false);
  const locale = useContext(ConfigProvider.ConfigContext).locale;
  const placeholder = props.placeholder ??
    (locale?.DatePicker?.lang.rangePlaceholder as [string, string] | undefined) ?? ['', ''];
  const { from, to } = props.value;
  const standIn = (
    <Input
      readOnly
      aria-label={props['aria-label']}
      style={props.style}
      value={from || to ? `${formatDate(from) || '…'} → ${formatDate(to) || '…'}` : ''}
      placeholder={`${placeholder[0]} → ${placeholder[1]}`}
      suffix={<CalendarOutlined aria-hidden />}
      onPointerEnter={loadPicker}
      onTouchStart={loadPicker}
      onFocus={() => setActive(true)}
      data-testid="date-range-stand-in"
    />
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DayRangePicker {...props} placeholder={placeholder} />
    </Suspense>
  );
}
