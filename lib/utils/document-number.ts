/**
 * Document number patterns (isomorphic, for the settings form too): literal text with {YYYY} or
 * {YY} for the year and a run of zeros in braces for the zero-padded sequence: TKL-{YYYY}-{00000}.
 */
export const DOCUMENT_NUMBER_PATTERN = /^[^{}]*(\{(YYYY|YY|0{1,9})\}[^{}]*)+$/;

export const patternHasYear = (pattern: string) => /\{YYYY\}|\{YY\}/.test(pattern);

/** True when the pattern has exactly one sequence token and nothing else in braces. */
export function isDocumentNumberPattern(pattern: string): boolean {
  return DOCUMENT_NUMBER_PATTERN.test(pattern) && (pattern.match(/\{0+\}/g) ?? []).length === 1;
}

export function formatDocumentNumber(pattern: string, year: number, sequence: number): string {
  return pattern
    .replace('{YYYY}', String(year))
    .replace('{YY}', String(year % 100).padStart(2, '0'))
    .replace(/\{(0+)\}/, (_, zeros: string) => String(sequence).padStart(zeros.length, '0'));
}
