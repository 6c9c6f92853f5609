/**
 * A small RFC 4180 CSV reader/writer. Turkish Excel writes and expects ';' separators and needs a
 * UTF-8 BOM to show Turkish letters, so the writer uses both and the reader detects the separator.
 */

const BOM = '\uFEFF';

/** Parses CSV text into rows of cells; the separator (';', ',' or tab) is read from the first line. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const sep = [';', '\t', ','].map((s) => [s, firstLine.split(s).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** Cells that a spreadsheet would run as a formula get a leading apostrophe (CSV injection). */
function neutralize(value: string): string {
  return /^[=@]/.test(value) || /^[+-](?![\d\s().]*$)/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  const safe = neutralize(value);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Writes rows as ';'-separated CSV with a BOM and CRLF line ends, as Turkish Excel opens it. */
export function writeCsv(rows: string[][]): string {
  return BOM + rows.map((r) => r.map(quote).join(';')).join('\r\n') + '\r\n';
}
