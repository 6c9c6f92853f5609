import { formatDate, formatDateTime } from './dates';

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
});
