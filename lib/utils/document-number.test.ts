import { formatDocumentNumber, isDocumentNumberPattern } from './document-number';

describe('document numbers', () => {
  it('fills the year and the zero-padded sequence', () => {
    expect(formatDocumentNumber('TKL-{YYYY}-{00000}', 2026, 7)).toBe('TKL-2026-00007');
    expect(formatDocumentNumber('IE{YY}/{000}', 2026, 1234)).toBe('IE26/1234');
  });

  it('accepts a pattern with one sequence token only', () => {
    expect(isDocumentNumberPattern('TKL-{YYYY}-{00000}')).toBe(true);
    expect(isDocumentNumberPattern('TKL-{YYYY}')).toBe(false);
    expect(isDocumentNumberPattern('{000}-{000}')).toBe(false);
    expect(isDocumentNumberPattern('TKL-{MM}-{000}')).toBe(false);
  });
});
