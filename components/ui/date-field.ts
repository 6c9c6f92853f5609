'use client';

import dayjs, { type Dayjs } from 'dayjs';

/**
 * Form.Item props that keep a calendar day as the API's 'YYYY-MM-DD' string in the form while an
 * antd DatePicker edits it: `<Form.Item name="date" {...calendarDateItem}><DatePicker format="DD.MM.YYYY" /></Form.Item>`.
 */
export const calendarDateItem = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

/** Today as 'YYYY-MM-DD' (the device's calendar, which is Istanbul's for our users). */
export const todayIso = () => dayjs().format('YYYY-MM-DD');
export const addDaysIso = (iso: string, days: number) => dayjs(iso).add(days, 'day').format('YYYY-MM-DD');
