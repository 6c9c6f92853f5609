import { documentChanges, lineChanges, pricedLineFields, sameDiscount, sameValue } from './line-changes';

const fields = { description: 'text', ...pricedLineFields } as const;
const line = (over: Record<string, unknown> = {}) => ({
  description: 'Pompa',
  quantity: '1.000',
  unit: 'adet',
  unitPrice: '100.00',
  discountRate: '0.00',
  vatRate: 20,
  vatExemptionCode: null,
  ...over,
});

describe('lineChanges', () => {
  it('finds nothing when the lines are equal as decimals', () => {
    const after = line({
      quantity: '1',
      unitPrice: '100',
      discountRate: '0',
      vatRate: 20,
      vatExemptionCode: undefined,
    });
    expect(lineChanges([line()], [after], fields)).toEqual({});
  });

  it('lists each changed field of a line by its position, with the values before and after', () => {
    const before = [line(), line({ description: 'İşçilik', unitPrice: '850.00' })];
    const after = [line({ quantity: '2' }), line({ description: 'İşçilik (2 saat)', unitPrice: '900', vatRate: 10 })];
    expect(lineChanges(before, after, fields)).toEqual({
      'lines.0.quantity': { from: '1.000', to: '2' },
      'lines.1.description': { from: 'İşçilik', to: 'İşçilik (2 saat)' },
      'lines.1.unitPrice': { from: '850.00', to: '900' },
      'lines.1.vatRate': { from: 20, to: 10 },
    });
  });

  it('shows an added and a removed line whole, with the fields that have a value', () => {
    const added = lineChanges([line()], [line(), line({ description: 'Vida', unitPrice: '2.50' })], fields);
    expect(added).toEqual({
      'lines.1': {
        from: null,
        to: { description: 'Vida', quantity: '1.000', unitPrice: '2.50', discountRate: '0.00', vatRate: 20 },
      },
    });
    const removed = lineChanges([line(), line({ description: 'Vida' })], [line()], fields);
    expect(removed).toEqual({ 'lines.1': { from: expect.objectContaining({ description: 'Vida' }), to: null } });
  });

  it('compares only the fields it is given', () => {
    expect(lineChanges([line()], [line({ unit: 'kutu' })], fields)).toEqual({});
    expect(lineChanges([line()], [line({ unit: 'kutu' })], { unit: 'text' })).toEqual({
      'lines.0.unit': { from: 'adet', to: 'kutu' },
    });
  });
});

describe('documentChanges', () => {
  it('adds the document discount when it changed, as decimals, and leaves it out when the input has none', () => {
    const stored = { lines: [line()], discount: { kind: 'percent', value: '10.00' } };
    expect(documentChanges(stored, { lines: [line()], discount: { kind: 'percent', value: '10' } }, fields)).toEqual(
      {},
    );
    expect(documentChanges(stored, { lines: [line()], discount: null }, fields)).toEqual({
      discount: { from: { kind: 'percent', value: '10.00' }, to: null },
    });
    expect(documentChanges(stored, { lines: [line()] }, fields)).toEqual({});
  });

  it('tells blanks and decimals apart', () => {
    expect(sameValue('decimal', '10', '10.00')).toBe(true);
    expect(sameValue('decimal', 20, '20')).toBe(true);
    expect(sameValue('decimal', '0', null)).toBe(false);
    expect(sameValue('text', '', null)).toBe(true);
    expect(sameValue('text', '10', '10.0')).toBe(false);
    expect(sameDiscount(null, undefined)).toBe(true);
    expect(sameDiscount({ kind: 'amount', value: '10' }, { kind: 'percent', value: '10' })).toBe(false);
  });
});
