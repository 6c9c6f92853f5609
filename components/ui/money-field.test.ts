import { inputToMoney, moneyInputIssue, moneyRule, requiredMoneyRules } from './money-field';

describe('money field', () => {
  it('reads Turkish input back exactly', () => {
    expect(inputToMoney('1.234,50')).toBe('1234.50');
    expect(inputToMoney('1.500')).toBe('1500');
    expect(inputToMoney('999.999.999.999,99')).toBe('999999999999.99');
  });

  it('rejects what is not an amount with at most two decimals', () => {
    expect(inputToMoney('12,345')).toBeNull();
    expect(inputToMoney('-5')).toBeNull();
    expect(inputToMoney('abc')).toBeNull();
  });

  it('rejects an amount above 999.999.999.999,99 as too large', () => {
    expect(inputToMoney('1.000.000.000.000')).toBeNull();
    expect(moneyInputIssue('1.000.000.000.000')).toBe('amountTooLarge');
    expect(moneyInputIssue('9999999999999999999,99')).toBe('amountTooLarge');
    expect(moneyInputIssue('12,345')).toBe('invalidAmount');
    expect(moneyInputIssue('999.999.999.999,99')).toBeNull();
  });

  it('names the limit in the rule when it is given its text', async () => {
    const rule = moneyRule('invalid', 'too large');
    await expect(rule.validator(null, '1234567890123456')).rejects.toThrow('too large');
    await expect(rule.validator(null, 'x')).rejects.toThrow('invalid');
    await expect(moneyRule('invalid').validator(null, '1234567890123456')).rejects.toThrow('invalid');
    await expect(rule.validator(null, '12,50')).resolves.toBeUndefined();
  });

  it('gives an empty required amount the one required text, and checks a typed one', async () => {
    const [required, amount] = requiredMoneyRules({ required: 'required', invalid: 'invalid', tooLarge: 'too large' });
    expect(required).toEqual({ required: true, message: 'required' });
    for (const empty of [undefined, null, '']) await expect(amount!.validator!(null, empty)).resolves.toBeUndefined();
    await expect(amount!.validator!(null, 'x')).rejects.toThrow('invalid');
    await expect(amount!.validator!(null, '1234567890123456')).rejects.toThrow('too large');
    await expect(amount!.validator!(null, '12,50')).resolves.toBeUndefined();
  });
});
