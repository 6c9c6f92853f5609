// The production start refuses an AUTH_SECRET anyone could know: missing, short, or one of the
// placeholders found in examples, tests and this repository. A known secret forges every token.
const KNOWN = [
  'test-secret-of-at-least-thirty-two-bytes-0123456789',
  'e2e-secret-of-at-least-thirty-two-bytes-0123456789',
];
const PLACEHOLDER = /change.?me|example|placeholder|your.?secret|secret.?here|secret-of-at-least|^(.)\1+$/i;

/** Why a secret is unfit for production, or null when it is fit. */
export function secretProblem(secret) {
  if (!secret) return 'AUTH_SECRET is not set';
  if (Buffer.byteLength(secret) < 32) return 'AUTH_SECRET is shorter than 32 bytes';
  if (KNOWN.includes(secret) || PLACEHOLDER.test(secret)) return 'AUTH_SECRET is a default or placeholder value';
  return null;
}
