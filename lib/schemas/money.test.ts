import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { formatDecimalTr } from '@/lib/utils/decimal';
import { MONEY_MAX, moneySchema } from './money';

const issue = (value: unknown) => moneySchema.safeParse(value).error?.issues[0]?.message;

describe('moneySchema', () => {
  it('accepts amounts up to MONEY_MAX', () => {
    expect(moneySchema.parse(MONEY_MAX)).toBe('999999999999.99');
    expect(moneySchema.parse(' 0.5 ')).toBe('0.5');
    expect(moneySchema.parse('000123')).toBe('000123');
  });

  it.each(['1000000000000', '1000000000000.00', '1234567890123456.00', '9'.repeat(40)])(
    'refuses %s as too large',
    (value) => expect(issue(value)).toBe('amountTooLarge'),
  );

  it.each(['abc', '1,5', '1.234', '-1', '1e3', '.5'])('refuses %s as no amount', (value) =>
    expect(issue(value)).toBe('invalidAmount'),
  );

  it('names the limit in both languages', () => {
    expect(tr.Validation.amountTooLarge).toContain(formatDecimalTr(MONEY_MAX));
    expect(en.Validation.amountTooLarge).toContain(
      new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(MONEY_MAX)),
    );
  });
});
