'use client';

// antd's pickers ask dayjs for the locale's calendar (Turkish weeks start on Monday, its month
// names) by name, so the locale is registered wherever a picker is, not on every page.
import 'dayjs/locale/tr';

export { DatePicker } from 'antd';
