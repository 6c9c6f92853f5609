import type { CSSProperties } from 'react';

/** A range of calendar days, each 'YYYY-MM-DD'; a missing end is open. */
export type DayRange = { from?: string; to?: string };

/** DateRangeFilter's props, which the picker it loads (day-range-picker.tsx) takes as they are. */
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
