import 'server-only';

import { ImportLimitError, type ParseBudget } from './import-limits';

const BOM = '\uFEFF';

/** The separator Excel used: the one of ; tab , that splits the first line most (; on a tie). */
function detectSeparator(text: string): string {
  const counts = [0, 0, 0];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) === 10)) break;
    const which = code === 59 ? 0 : code === 9 ? 1 : code === 44 ? 2 : -1;
    if (which >= 0) counts[which]!++;
  }
  const most = Math.max(...counts);
  return [';', '\t', ','][counts.indexOf(most)]!;
}

/**
 * Reads CSV text into rows as parseCsv (lib/utils/csv.ts) does, a record at a time and within the
 * import's caps: more than `maxRows` records (blank lines count) or a record of more than
 * `maxColumns` cells throws ImportLimitError before the rest is read; between records the budget
 * lets other requests run. Blank records are dropped from the result.
 */
export async function readCsvRows(
  input: string,
  limits: { maxRows: number; maxColumns: number; budget: ParseBudget },
): Promise<string[][]> {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const sep = detectSeparator(text);
  const special = new RegExp(`[${sep === '\t' ? '\\t' : sep}"\\r\\n]`, 'g');
  const rows: string[][] = [];
  let records = 0;
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
    if (row.length > limits.maxColumns) throw new ImportLimitError('columns');
  };
  const endRecord = async () => {
    endCell();
    if (++records > limits.maxRows) throw new ImportLimitError('rows');
    if (row.some((c) => c.trim() !== '')) rows.push(row);
    row = [];
    await limits.budget.pause();
  };
  for (let i = 0, steps = 0; i < text.length;) {
    // A record can be long too (a quoted cell of a million ""): turns within it as well.
    if (++steps % 1024 === 0) await limits.budget.pause();
    if (quoted) {
      // Inside quotes only a quote means anything: "" is one quote, a single one closes.
      const close = text.indexOf('"', i);
      if (close < 0) {
        cell += text.slice(i);
        break;
      }
      cell += text.slice(i, close);
      if (text[close + 1] === '"') {
        cell += '"';
        i = close + 2;
      } else {
        quoted = false;
        i = close + 1;
      }
      continue;
    }
    special.lastIndex = i;
    const next = special.exec(text);
    const at = next ? next.index : text.length;
    cell += text.slice(i, at);
    i = at + 1;
    const ch = next?.[0];
    if (ch === '"') {
      // A quote opens a quoted part only where the cell is still empty; elsewhere it is text.
      if (cell === '') quoted = true;
      else cell += '"';
    } else if (ch === sep) endCell();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i] === '\n') i++;
      await endRecord();
    }
  }
  if (cell !== '' || row.length > 0) await endRecord();
  return rows;
}
