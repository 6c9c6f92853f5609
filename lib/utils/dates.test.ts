import {
  addCalendarDays,
  formatDate,
  formatDateTime,
  istanbulDay,
  istanbulDayStart,
  istanbulToday,
  istanbulYear,
  localDayOf,
  localDayStartIso,
} from './dates';

describe('dates', () => {
  it('formats in Istanbul time, Turkish style', () => {
    expect(formatDate('2026-11-23T22:30:00Z')).toBe('24.11.2026');
    expect(formatDateTime('2026-11-23T11:05:00Z')).toBe('23.11.2026 14:05');
  });

  it('keeps a calendar date as the same day and leaves nothing for no date', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('turns a calendar day into the instant it starts on this device and back, across a month end', () => {
    const start = localDayStartIso('2026-01-31');
    expect(new Date(start).getHours()).toBe(0);
    expect(localDayOf(start)).toBe('2026-01-31');
    expect(localDayOf(localDayStartIso('2026-01-31', 1))).toBe('2026-02-01');
    expect(localDayOf(localDayStartIso('2026-03-01'), -1)).toBe('2026-02-28');
  });

  it('takes today from Istanbul around midnight, whatever the zone of the machine', () => {
    expect(istanbulToday(new Date('2026-03-14T20:59:59Z'))).toBe('2026-03-14');
    expect(istanbulToday(new Date('2026-03-14T21:30:00Z'))).toBe('2026-03-15');
    expect(istanbulToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(istanbulYear(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
    expect(istanbulDay('2026-02-28T22:00:00Z')).toBe('2026-03-01');
    expect(istanbulToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('starts an Istanbul day at its midnight and moves calendar days across month and year ends', () => {
    expect(istanbulDayStart('2026-03-15').toISOString()).toBe('2026-03-14T21:00:00.000Z');
    expect(istanbulDayStart('2026-03-15', '09:30').toISOString()).toBe('2026-03-15T06:30:00.000Z');
    expect(istanbulDay(istanbulDayStart('2026-03-15'))).toBe('2026-03-15');
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-20', 15)).toBe('2027-01-04');
  });
});
