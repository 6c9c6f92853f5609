import { isValidTckn, isValidVkn, taxNumberSchema } from './tax-number';

describe('tax numbers', () => {
  it.each(['1234567890', '9876543217', '9029589240', '3721052062'])('accepts the VKN %s', (v) => {
    expect(isValidVkn(v)).toBe(true);
  });

  it.each(['9876543210', '123456789', '12345678901', 'abcdefghij'])('rejects the VKN %s', (v) => {
    expect(isValidVkn(v)).toBe(false);
  });

  it('checks both TCKN check digits and the leading zero', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('01000000146')).toBe(false);
  });

  it('answers Validation keys for the format and the checksum', () => {
    expect(taxNumberSchema.safeParse('12ab').error?.issues[0]?.message).toBe('taxNumberFormat');
    expect(taxNumberSchema.safeParse('9876543210').error?.issues[0]?.message).toBe('taxNumberChecksum');
    expect(taxNumberSchema.safeParse(' 1234567890 ').data).toBe('1234567890');
  });
});
