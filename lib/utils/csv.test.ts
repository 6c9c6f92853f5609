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

  it('neutralizes formula starts whatever separator the spreadsheet splits on', () => {
    expect(writeCsv([['x', ',=1+1']])).toBe('\uFEFFx;",\'=1+1"\r\n');
    const cells = [
      ',=1+1',
      'a\t=cmd',
      '\t=1',
      '@SUM(A1)',
      '-2+3',
      '+cmd|x',
      'x;=1',
      'a,"=1"',
      '-1.234,56',
      '+90 (532) 1',
    ];
    const written = writeCsv([['x', ...cells, 'y']])
      .slice(1)
      .trimEnd();
    for (const sep of [';', ',', '\t']) {
      for (const piece of parseCsv(written, sep)[0]!) {
        expect(piece.replace(/^"+/, '')).not.toMatch(/^[=+\-@\t\r](?![\d\s().,]*"*$)/);
      }
    }
    // Our own reader gets each cell back whole; numbers and phone numbers unchanged.
    const [row] = parseCsv(writeCsv([cells]));
    expect(row).toHaveLength(cells.length);
    expect(row!.slice(-2)).toEqual(['-1.234,56', '+90 (532) 1']);
  });

  it('keeps a line break inside its quoted cell as the LF Excel writes, never a CR', () => {
    expect(writeCsv([['Işık\r\nYapı', 'a\rb', 'c\nd']])).toBe('\uFEFF"Işık\nYapı";"a\nb";"c\nd"\r\n');
    // A reader that splits lines on CRLF sees one row per record.
    expect(
      writeCsv([
        ['a\r\nb', 'x'],
        ['c', 'y'],
      ])
        .slice(1)
        .split('\r\n'),
    ).toEqual(['"a\nb";x', 'c;y', '']);
  });

  it('neutralizes a formula that starts a line inside a cell, for readers that end the row there', () => {
    expect(writeCsv([['Ad\n=HYPERLINK("http://x")', 'a\r\n@SUM(A1)']])).toBe(
      '\uFEFF"Ad\n\'=HYPERLINK(""http://x"")";"a\n\'@SUM(A1)"\r\n',
    );
    const [row] = parseCsv(writeCsv([['x\n+1', 'y\n-12,5']]));
    expect(row).toEqual(['x\n+1', 'y\n-12,5']);
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
