import { MONEY_MAX } from '@/lib/schemas/money';
import { amountInWords } from './amount-in-words';

describe('amount in Turkish words', () => {
  it.each([
    ['0', 'Yalnız sıfır Türk lirası'],
    ['1', 'Yalnız bir Türk lirası'],
    ['10', 'Yalnız on Türk lirası'],
    ['11', 'Yalnız on bir Türk lirası'],
    ['100', 'Yalnız yüz Türk lirası'],
    ['1000', 'Yalnız bin Türk lirası'],
    ['1000000', 'Yalnız bir milyon Türk lirası'],
    ['1234.56', 'Yalnız bin iki yüz otuz dört Türk lirası elli altı kuruş'],
    [
      '999999999.99',
      'Yalnız dokuz yüz doksan dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz Türk lirası doksan dokuz kuruş',
    ],
  ])('writes %s as %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('reads kuruş with one or two digits and skips empty groups', () => {
    expect(amountInWords('0.5')).toBe('Yalnız sıfır Türk lirası elli kuruş');
    expect(amountInWords('0.05')).toBe('Yalnız sıfır Türk lirası beş kuruş');
    expect(amountInWords('2001000.00')).toBe('Yalnız iki milyon bin Türk lirası');
    expect(amountInWords('101101')).toBe('Yalnız yüz bir bin yüz bir Türk lirası');
  });

  it('writes the largest amount a field accepts (MONEY_MAX)', () => {
    expect(amountInWords(MONEY_MAX)).toBe(
      'Yalnız dokuz yüz doksan dokuz milyar dokuz yüz doksan dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz Türk lirası doksan dokuz kuruş',
    );
  });

  it('writes sums far beyond one amount in the higher scales', () => {
    expect(amountInWords('1000000000000')).toBe('Yalnız bir trilyon Türk lirası');
    expect(amountInWords('10000000000000000.00')).toBe('Yalnız on katrilyon Türk lirası');
    expect(amountInWords('2000000000000000000001.01')).toBe('Yalnız iki seksilyon bir Türk lirası bir kuruş');
    expect(amountInWords(`1${'0'.repeat(33)}`)).toBe('Yalnız bir desilyon Türk lirası');
    expect(amountInWords(`${'9'.repeat(36)}.99`)).toMatch(/^Yalnız dokuz yüz doksan dokuz desilyon .* kuruş$/);
  });

  it('writes a number past the desilyon in digits instead of throwing', () => {
    expect(amountInWords(`1${'0'.repeat(36)}.50`)).toBe(
      'Yalnız 1.000.000.000.000.000.000.000.000.000.000.000.000 Türk lirası elli kuruş',
    );
  });

  it('writes a negative amount with eksi', () => {
    expect(amountInWords('-1234.50')).toBe('Yalnız eksi bin iki yüz otuz dört Türk lirası elli kuruş');
    expect(amountInWords('-0.00')).toBe('Yalnız sıfır Türk lirası');
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => amountInWords('1,5')).toThrow(RangeError);
  });
});
