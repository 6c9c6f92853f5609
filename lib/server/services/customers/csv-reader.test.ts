import fc from 'fast-check';
import { parseCsv } from '@/lib/utils/csv';
import { readCsvRows } from './csv-reader';
import { ImportLimitError, ParseBudget } from './import-limits';

const read = (text: string, maxRows = 1_000_000, maxColumns = 1_000_000) =>
  readCsvRows(text, { maxRows, maxColumns, budget: new ParseBudget() });

describe('readCsvRows', () => {
  it('reads any text as parseCsv does', async () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'ş', ' ', ';', ',', '\t', '"', '\r', '\n', '\uFEFF'),
      maxLength: 60,
    });
    await fc.assert(
      fc.asyncProperty(text, async (t) => {
        expect(await read(t)).toEqual(parseCsv(t));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts blank records against the row cap', async () => {
    await expect(read('Ad\n\n\n\nx\n', 5)).resolves.toEqual([['Ad'], ['x']]);
    await expect(read('Ad\n\n\n\n\nx\n', 5)).rejects.toEqual(new ImportLimitError('rows'));
  });

  it('refuses a record wider than the column cap before reading it whole', async () => {
    await expect(read('a;b;c\n1;2;3', 10, 3)).resolves.toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    await expect(read('a;b;c\n1;2;3;4', 10, 3)).rejects.toEqual(new ImportLimitError('columns'));
  });

  it('stops at its time budget', async () => {
    const budget = new ParseBudget(-1);
    await expect(readCsvRows('a\nb\n', { maxRows: 10, maxColumns: 10, budget })).rejects.toEqual(
      new ImportLimitError('time'),
    );
  });
});
