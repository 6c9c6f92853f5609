import { formatDate, formatDateTime, localDayOf, localDayStartIso } from './dates';

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
});
