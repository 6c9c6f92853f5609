'use client';

import dayjs, { type Dayjs } from 'dayjs';
import { addCalendarDays, istanbulToday } from '@/lib/utils/dates';

/**
 * Form.Item props that keep a calendar day as the API's 'YYYY-MM-DD' string in the form while an
 * antd DatePicker edits it: `<Form.Item name="date" {...calendarDateItem}><DatePicker format="DD.MM.YYYY" /></Form.Item>`.
 */
export const calendarDateItem = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

/** Today in Istanbul as 'YYYY-MM-DD', whatever the device's zone (the server's today too). */
export const todayIso = () => istanbulToday();
export const addDaysIso = addCalendarDays;
