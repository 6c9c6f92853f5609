import './zod-config';
import { z } from 'zod';

/** Vergi Kimlik Numarası: 10 digits, the last a check digit over the first nine. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = (d[i]! + 9 - i) % 10;
    // A non-zero t whose product is divisible by 9 counts as 9, not 0 (only t = 9 can do that).
    sum += t === 9 ? 9 : (t * 2 ** (9 - i)) % 9;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

/** T.C. Kimlik Numarası: 11 digits, no leading zero, two check digits. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** A company's VKN (10 digits) or a sole proprietor's TCKN (11 digits), with their check digits. */
export const taxNumberSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{10,11}$/, 'taxNumberFormat')
  .refine((v) => (v.length === 10 ? isValidVkn(v) : isValidTckn(v)), 'taxNumberChecksum');
