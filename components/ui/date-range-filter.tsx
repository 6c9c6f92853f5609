'use client';

import { CalendarOutlined } from '@ant-design/icons';
import { ConfigProvider, Input } from 'antd';
import { useContext, useState } from 'react';
import { formatDate } from '@/lib/utils/dates';
import type { DateRangeFilterProps } from './day-range';
import { lazyComponent } from './lazy';

const loadPicker = () => import('./day-range-picker');

/** The look-alike text box: the chosen days or the placeholders, the size the picker will have. */
function StandIn({ value: { from, to }, placeholder, onActivate, ...props }: StandInProps) {
  return (
    <Input
      readOnly
      aria-label={props['aria-label']}
      style={props.style}
      value={from || to ? `${formatDate(from) || '…'} → ${formatDate(to) || '…'}` : ''}
      placeholder={`${placeholder[0]} → ${placeholder[1]}`}
      suffix={<CalendarOutlined aria-hidden />}
      onPointerEnter={loadPicker}
      onTouchStart={loadPicker}
      onFocus={onActivate}
      data-testid="date-range-stand-in"
    />
  );
}

type StandInProps = DateRangeFilterProps & { placeholder: [string, string]; onActivate?: () => void };

// While the picker loads, the stand-in stays in its place.
const DayRangePicker = lazyComponent(
  () => loadPicker().then((m) => m.DayRangePicker),
  (props: StandInProps) => <StandIn {...props} />,
);

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
  return active ? (
    <DayRangePicker {...props} placeholder={placeholder} />
  ) : (
    <StandIn {...props} placeholder={placeholder} onActivate={() => setActive(true)} />
  );
}
