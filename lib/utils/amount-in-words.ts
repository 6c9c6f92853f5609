/**
 * An amount in Turkish words, as written under an invoice's total:
 * '1234.56' -> 'Yalnız bin iki yüz otuz dört Türk lirası elli altı kuruş'.
 * Works on the decimal string (never a float). Words go up to the desilyon (10^33), far beyond any
 * sum of amounts within MONEY_MAX; a longer number is written in grouped digits instead of words.
 */

const ones = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const tens = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
/** Turkish short scale: each step is a thousand times the one before. */
const scales = [
  '',
  'bin',
  'milyon',
  'milyar',
  'trilyon',
  'katrilyon',
  'kentilyon',
  'seksilyon',
  'septilyon',
  'oktilyon',
  'nonilyon',
  'desilyon',
];

/** 0..999 in words; 'bir yüz' is just 'yüz'. */
function hundreds(n: number): string[] {
  const h = Math.floor(n / 100);
  const words = h === 0 ? [] : h === 1 ? ['yüz'] : [ones[h]!, 'yüz'];
  const t = Math.floor((n % 100) / 10);
  const o = n % 10;
  if (t) words.push(tens[t]!);
  if (o) words.push(ones[o]!);
  return words;
}

/**
 * A whole number in words: 1000 is 'bin' (never 'bir bin'), 0 is 'sıfır'. Past the desilyon it
 * answers the digits grouped by dots ('1.000.000…'), never an error.
 */
export function integerInWords(digits: string): string {
  const clean = digits.replace(/^0+/, '');
  if (!clean) return 'sıfır';
  const groups: number[] = [];
  for (let end = clean.length; end > 0; end -= 3) groups.unshift(Number(clean.slice(Math.max(0, end - 3), end)));
  if (groups.length > scales.length) return clean.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const words: string[] = [];
  groups.forEach((group, i) => {
    const scale = scales[groups.length - 1 - i]!;
    if (group === 0) return;
    if (scale === 'bin' && group === 1) words.push('bin');
    else words.push(...hundreds(group), ...(scale ? [scale] : []));
  });
  return words.join(' ');
}

/**
 * '1234.56' -> 'Yalnız bin iki yüz otuz dört Türk lirası elli altı kuruş' (no kuruş part when 0);
 * a negative amount (a balance) starts with 'eksi'. Throws only for text that is not a decimal.
 */
export function amountInWords(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not an amount: ${amount}`);
  const lira = integerInWords(match[2]!);
  const kurus = Number((match[3] ?? '0').padEnd(2, '0'));
  const sign = match[1] && (lira !== 'sıfır' || kurus) ? 'eksi ' : '';
  return `Yalnız ${sign}${lira} Türk lirası${kurus ? ` ${integerInWords(String(kurus))} kuruş` : ''}`;
}
