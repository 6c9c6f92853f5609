import { formatDecimalTr, formatMoneyTr, formatPercentTr, formatQuantityTr, parseDecimalInput } from './decimal';

describe('formatDecimalTr', () => {
  it.each([
    ['1234.56', '1.234,56'],
    ['1234.5', '1.234,50'],
    ['0', '0,00'],
    ['0.005', '0,01'],
    ['999999999999999.99', '999.999.999.999.999,99'],
    ['-1234567.891', '-1.234.567,89'],
    ['-0.001', '0,00'],
    ['12.345', '12,35'],
    ['100', '100,00'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatDecimalTr(input)).toBe(expected);
  });

  it('keeps precision beyond what a float can hold', () => {
    expect(formatDecimalTr('9007199254740993.01')).toBe('9.007.199.254.740.993,01');
    expect(formatDecimalTr('12345678901234567.01')).toBe('12.345.678.901.234.567,01');
    expect(formatDecimalTr('-100019999999999998999.80')).toBe('-100.019.999.999.999.998.999,80');
    expect(formatDecimalTr('900719925474099.37')).toBe('900.719.925.474.099,37');
  });

  it('formats with other fraction digits', () => {
    expect(formatDecimalTr('2.5', 0)).toBe('3');
    expect(formatDecimalTr('1.2345', 3)).toBe('1,235');
  });
});

describe('formatMoneyTr', () => {
  it('puts the currency symbol after the amount', () => {
    expect(formatMoneyTr('1234.56')).toBe('1.234,56 ₺');
    expect(formatMoneyTr('10', 'EUR')).toBe('10,00 €');
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,5', '1234.5'],
    ['1234.56', '1234.56'],
    ['12 ₺', '12'],
    ['1.500', '1500'],
    ['1.500,50', '1500.50'],
    ['1500.5', '1500.5'],
    ['1.234.567', '1234567'],
    ['1.50', '1.50'],
    ['abc', null],
  ])('reads %s as %s', (input, expected) => {
    expect(parseDecimalInput(input)).toBe(expected);
  });
});

describe('formatQuantityTr and formatPercentTr', () => {
  it.each([
    ['1.000', '1'],
    ['2.500', '2,5'],
    ['0.500', '0,5'],
    ['1500', '1.500'],
    ['1000.000', '1.000'],
    ['10', '10'],
    ['100.125', '100,125'],
  ])('shows the quantity %s as %s', (input, expected) => {
    expect(formatQuantityTr(input)).toBe(expected);
  });

  it('shows percentages with the sign first', () => {
    expect(formatPercentTr('10.00')).toBe('%10');
    expect(formatPercentTr('2.50')).toBe('%2,5');
    expect(formatPercentTr(20)).toBe('%20');
  });
});
