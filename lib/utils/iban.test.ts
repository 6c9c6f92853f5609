import { formatIban, ibanChecksumOk, isValidTrIban, normalizeIban } from './iban';

const valid = ['TR330006100519786457841326', 'TR320010009999901234567890'];

describe('Turkish IBAN', () => {
  it('accepts valid TR IBANs, with or without spaces', () => {
    for (const iban of valid) {
      expect(isValidTrIban(iban)).toBe(true);
      expect(isValidTrIban(formatIban(iban).toLowerCase())).toBe(true);
    }
  });

  it('refuses one changed digit, a wrong country and a wrong length', () => {
    const changed = valid[0]!.slice(0, 10) + ((Number(valid[0]![10]) + 1) % 10) + valid[0]!.slice(11);
    expect(isValidTrIban(changed)).toBe(false);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132')).toBe(false);
  });

  it('checks any digit change with mod 97', () => {
    const base = valid[1]!;
    for (let i = 4; i < base.length; i++) {
      const d = (Number(base[i]) + 3) % 10;
      expect(ibanChecksumOk(base.slice(0, i) + d + base.slice(i + 1))).toBe(false);
    }
  });

  it('stores without spaces and shows groups of four', () => {
    expect(normalizeIban(' tr33 0006 1005-1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });
});
