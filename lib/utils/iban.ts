/**
 * Turkish IBANs (isomorphic, for the form and the API): 'TR' + 24 digits, checked with the
 * ISO 13616 mod-97 rule. Stored without spaces, shown in groups of four.
 */

/** Drops spaces (and dashes people paste) and upper-cases: ' tr33 0006…' -> 'TR330006…'. */
export const normalizeIban = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

export const isTrIbanShape = (iban: string): boolean => /^TR\d{24}$/.test(iban);

/** ISO 13616: the first four characters moved to the end, letters as 10..35, the number mod 97 is 1. */
export function ibanChecksumOk(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

export const isValidTrIban = (value: string): boolean => {
  const iban = normalizeIban(value);
  return isTrIbanShape(iban) && ibanChecksumOk(iban);
};

/** 'TR330006100519786457841326' -> 'TR33 0006 1005 1978 6457 8413 26'. */
export const formatIban = (iban: string): string => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
