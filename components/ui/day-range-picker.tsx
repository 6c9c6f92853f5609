'use client';

import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from './date-picker';
import type { DateRangeFilterProps } from './day-range';

const day = (iso?: string) => (iso ? dayjs(iso) : null);
const iso = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/** The real picker behind DateRangeFilter; it opens with the focus when it replaces the stand-in. */
export function DayRangePicker({ value, onChange, allowEmpty, ...rest }: DateRangeFilterProps) {
  return (
    <DatePicker.RangePicker
      {...rest}
      autoFocus
      defaultOpen
      format="DD.MM.YYYY"
      allowEmpty={allowEmpty ? [true, true] : undefined}
      value={value.from || value.to ? [day(value.from), day(value.to)] : null}
      onChange={(range) => onChange({ from: iso(range?.[0]), to: iso(range?.[1]) })}
    />
  );
}
