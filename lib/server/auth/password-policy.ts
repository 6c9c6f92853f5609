import 'server-only';

import { foldTurkish } from '@/lib/utils/turkish';
import { AppError } from '../errors';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

// Server-only: the list is 80 KB, too much for the browser bundle. The shared passwordSchema keeps
// the rules a form can show as the user types (length, a letter, a digit).
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
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean).map(foldTurkish));
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
