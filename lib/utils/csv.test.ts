import { parseCsv, writeCsv } from './csv';

describe('csv', () => {
  it('writes a BOM, semicolons and quotes where needed', () => {
    expect(
      writeCsv([
        ['Ad', 'Not'],
        ['Işık Yapı', 'a;b "c"'],
      ]),
    ).toBe('\uFEFFAd;Not\r\nIşık Yapı;"a;b ""c"""\r\n');
  });

  it('neutralizes formulas but keeps phone numbers', () => {
    expect(writeCsv([['=1+1', '+90 532 000 00 00', '-12.5']])).toBe("\uFEFF'=1+1;+90 532 000 00 00;-12.5\r\n");
  });

  it('reads what it writes and detects the separator', () => {
    const rows = [
      ['Ad', 'Not'],
      ['Işık Yapı', 'satır\nikinci "x";y'],
    ];
    expect(parseCsv(writeCsv(rows))).toEqual(rows);
    expect(parseCsv('a,b\n1,2\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
