import 'server-only';

import fs from 'node:fs';
import path from 'node:path';
import { foldTurkish } from '@/lib/utils/turkish';
import { AppError } from '../errors';

/**
 * Passwords too common to allow, one a line: the 10,000 most frequent passwords of the public leak corpus
 * that zxcvbn 4.4.2 ships (MIT licence, Dropbox), lower-cased, and Turkish favourites (clubs, cities, names,
 * "sifre"/"parola" with digits). Read at the first check from the project directory, where the server runs
 * (as the migrations are, db/client.ts). Server-only: the list is 80 KB, too much for the browser bundle;
 * the shared passwordSchema keeps the rules a form can show as the user types (length, a letter, a digit).
 */
const commonPasswordsFile = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'lib/server/auth/common-passwords.txt',
);
let common: Set<string> | undefined;

/** Pieces of a person's identity shorter than this are too common to forbid ("Ali" in "Kalite"). */
const MIN_PERSONAL_PIECE = 3;

export type PasswordWeakness = 'passwordTooCommon' | 'passwordContainsPersonalInfo';

/**
 * What the shared schema cannot check: a password from the common-password list (compared whole,
 * case- and Turkish-letter-insensitively), or one that contains the user's email address, its local
 * part, or their name or surname.
 */
export function passwordWeakness(
  password: string,
  user: { email: string; name?: string | null; surname?: string | null },
): PasswordWeakness | null {
  common ??= new Set(fs.readFileSync(commonPasswordsFile, 'utf8').split('\n').filter(Boolean).map(foldTurkish));
  const folded = foldTurkish(password);
  if (common.has(folded)) return 'passwordTooCommon';
  const email = foldTurkish(user.email);
  const pieces = [email, email.split('@')[0] ?? '', ...`${user.name ?? ''} ${user.surname ?? ''}`.split(/\s+/)]
    .map((piece) => foldTurkish(piece))
    .filter((piece) => piece.length >= MIN_PERSONAL_PIECE);
  return pieces.some((piece) => folded.includes(piece)) ? 'passwordContainsPersonalInfo' : null;
}

/** Throws the field error (400) for a weak new password. */
export function assertStrongPassword(
  password: string,
  user: { email: string; name?: string | null; surname?: string | null },
  field: string,
): void {
  const weakness = passwordWeakness(password, user);
  if (weakness) throw new AppError(400, 'validation_failed', { fields: { [field]: { key: weakness } } });
}
