import { pricingViolation, type CataloguePrices, type PricedLine } from './pricing';

const pump = (over: Partial<PricedLine> = {}): PricedLine => ({
  kind: 'product',
  itemId: 'p1',
  description: 'Pompa',
  unitPrice: '2000.00',
  discountRate: '0.00',
  vatRate: 20,
  vatExemptionCode: null,
  ...over,
});
const labor = (over: Partial<PricedLine> = {}) =>
  pump({ kind: 'labor', itemId: 'l1', description: 'Montaj', unitPrice: '850.00', discountRate: '10.00', ...over });
const travel = (over: Partial<PricedLine> = {}) =>
  pump({ kind: 'other', itemId: null, description: 'Yol', unitPrice: '250.00', ...over });
const catalogue: CataloguePrices = new Map([
  ['product:p1', { unitPrice: '2400.00', vatRate: 20 }],
  ['product:p2', { unitPrice: '99.90', vatRate: 10 }],
]);
const stored = [pump(), labor(), travel()];

describe('pricingViolation', () => {
  it('accepts the stored prices, written as any equal decimal', () => {
    expect(
      pricingViolation(stored, [pump({ unitPrice: '2000' }), labor({ discountRate: '10' }), travel()], catalogue),
    ).toBeNull();
  });

  it('names the first changed price field of a line', () => {
    expect(pricingViolation(stored, [pump(), labor({ discountRate: '0' }), travel()], catalogue)).toBe(
      'lines.1.discountRate',
    );
    expect(pricingViolation(stored, [pump({ vatRate: 10 }), labor(), travel()], catalogue)).toBe('lines.0.vatRate');
    expect(pricingViolation(stored, [pump({ unitPrice: '2400.00' }), labor(), travel()], catalogue)).toBe(
      'lines.0.unitPrice',
    );
    expect(pricingViolation(stored, [pump(), labor(), travel({ unitPrice: '0' })], catalogue)).toBe(
      'lines.2.unitPrice',
    );
  });

  it('follows removed and moved lines to their own prices, each stored line once', () => {
    expect(pricingViolation(stored, [travel(), labor()], catalogue)).toBeNull();
    expect(pricingViolation(stored, [labor(), labor()], catalogue)).toBe('lines.0.unitPrice');
    expect(
      pricingViolation([pump(), pump({ unitPrice: '1800.00' })], [pump({ unitPrice: '1800.00' }), pump()], catalogue),
    ).toBeNull();
  });

  it('prices a new line as its catalogue item without a discount, and a free one at 0', () => {
    const add = (line: PricedLine) => pricingViolation(stored, [...stored, line], catalogue);
    expect(add(pump({ itemId: 'p2', unitPrice: '99.9', vatRate: 10 }))).toBeNull();
    expect(add(pump({ itemId: 'p2', unitPrice: '90.00', vatRate: 10 }))).toBe('lines.3.unitPrice');
    expect(add(pump({ itemId: 'p2', unitPrice: '99.90', vatRate: 20 }))).toBe('lines.3.vatRate');
    expect(add(pump({ itemId: 'p2', unitPrice: '99.90', vatRate: 10, discountRate: '5' }))).toBe(
      'lines.3.discountRate',
    );
    expect(add(travel({ description: 'Conta', unitPrice: '0' }))).toBeNull();
    expect(add(travel({ description: 'Conta' }))).toBe('lines.3.unitPrice');
    // A line replaced by another item takes that item's catalogue price.
    expect(
      pricingViolation(stored, [pump({ itemId: 'p2', unitPrice: '99.90', vatRate: 10 }), labor(), travel()], catalogue),
    ).toBeNull();
    expect(pricingViolation(stored, [pump({ itemId: 'p2' }), labor(), travel()], catalogue)).toBe('lines.0.unitPrice');
  });

  it('compares the exemption code only when the input carries one', () => {
    const zero = [pump({ vatRate: 0, vatExemptionCode: '350' })];
    expect(pricingViolation(zero, [pump({ vatRate: 0, vatExemptionCode: '301' })], catalogue)).toBe(
      'lines.0.vatExemptionCode',
    );
    const { vatExemptionCode: _, ...withoutCode } = pump({ vatRate: 0 });
    expect(pricingViolation(zero, [withoutCode], catalogue)).toBeNull();
  });
});
