import { inputToMoney } from './money-field';

describe('money field', () => {
  it('reads Turkish input back exactly', () => {
    expect(inputToMoney('1.234,50')).toBe('1234.50');
    expect(inputToMoney('1.500')).toBe('1500');
    expect(inputToMoney('9999999999999999.99')).toBe('9999999999999999.99');
  });

  it('rejects what is not an amount with at most two decimals', () => {
    expect(inputToMoney('12,345')).toBeNull();
    expect(inputToMoney('-5')).toBeNull();
    expect(inputToMoney('abc')).toBeNull();
  });
});
