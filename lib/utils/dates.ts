import { TIME_ZONE } from '@/lib/i18n/config';

/**
 * Dates the Turkish way, in Istanbul time, whatever the device's zone: one format in tables
 * (23.11.2026) and one with the time in detail views (23.11.2026 14:05).
 */
const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** '2026-11-23T10:05:00Z' -> '23.11.2026'; a plain 'YYYY-MM-DD' date is taken as that calendar day. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  }
  return dateFormat.format(toDate(value));
}

/** '2026-11-23T11:05:00Z' -> '23.11.2026 14:05'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dateTimeFormat.format(toDate(value)).replace(',', '') : '';
}

const monthFormats = {
  tr: new Intl.DateTimeFormat('tr-TR', { timeZone: 'UTC', month: 'short', year: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: 'numeric' }),
};

/** A report's month key '2026-03' -> 'Mar 2026' (Turkish by default). */
export function formatMonth(month: string, lang: 'tr' | 'en' = 'tr'): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return monthFormats[lang].format(new Date(`${month}-01T00:00:00Z`));
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The instant the device's calendar day 'YYYY-MM-DD' (moved by addDays) starts, as ISO. */
export function localDayStartIso(day: string, addDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + addDays).toISOString();
}

/** The device's calendar day 'YYYY-MM-DD' of an instant, moved by addDays. */
export function localDayOf(iso: string, addDays = 0): string {
  const at = new Date(iso);
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate() + addDays);
  return `${day.getFullYear()}-${pad2(day.getMonth() + 1)}-${pad2(day.getDate())}`;
}

const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The Istanbul calendar day of an instant as 'YYYY-MM-DD': the tenants' days (due dates, an offer's
 * validity, a document's year) begin and end there, whatever the zone of the server or the device.
 */
export function istanbulDay(at: Date | string | number): string {
  const parts = Object.fromEntries(dayParts.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in Istanbul as 'YYYY-MM-DD' (the server's and the browser's; SQL has istanbulTodaySql). */
export const istanbulToday = (now: Date = new Date()): string => istanbulDay(now);

/** The Istanbul calendar year of an instant (where a document's numbering year begins). */
export const istanbulYear = (at: Date): number => Number(istanbulDay(at).slice(0, 4));

/** The instant an Istanbul calendar day 'YYYY-MM-DD' begins, at `time` ('HH:MM'; Türkiye keeps UTC+3 all year since 2016). */
export const istanbulDayStart = (day: string, time = '00:00'): Date => new Date(`${day}T${time}:00+03:00`);

/** A calendar day moved by `days` ('YYYY-MM-DD' in and out; no time zone is involved). */
export function addCalendarDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
