import { inputToMoney, moneyToInput } from './money-field';

describe('money field', () => {
  it('shows a stored amount in Turkish format and reads it back exactly', () => {
    expect(moneyToInput('1234.5')).toBe('1.234,50');
    expect(inputToMoney('1.234,50')).toBe('1234.50');
    expect(inputToMoney('9999999999999999.99')).toBe('9999999999999999.99');
  });

  it('rejects what is not an amount with at most two decimals', () => {
    expect(inputToMoney('12,345')).toBeNull();
    expect(inputToMoney('-5')).toBeNull();
    expect(inputToMoney('abc')).toBeNull();
  });
});
