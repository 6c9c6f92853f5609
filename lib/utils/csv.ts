/**
 * A small RFC 4180 CSV reader/writer. Turkish Excel writes and expects ';' separators and needs a
 * UTF-8 BOM to show Turkish letters, so the writer uses both and the reader detects the separator.
 */

const BOM = '\uFEFF';

/**
 * Parses CSV text into rows of cells; the separator (';', ',' or tab) is read from the first line
 * unless given (as another spreadsheet set to that separator would read it).
 */
export function parseCsv(input: string, separator?: string): string[][] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const sep =
    separator ??
    [';', '\t', ','].map((s) => [s, firstLine.split(s).length] as const).sort((a, b) => b[1] - a[1])[0]![0];
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

/**
 * CSV injection: a spreadsheet runs a cell that starts with = + - @, tab or carriage return as a
 * formula. A reader may split on another separator than ours and ignore our quotes (`x;",=1+1"` read
 * with ',' gives a cell `=1+1"`), or take a line break inside a cell for the end of the row, so every
 * piece that follows any of ; , tab or a line break inside a cell is treated as a cell start too, and
 * gets a leading apostrophe. Signed numbers and phone numbers (+90 532 …, -1.234,56) stay as they
 * are: digits, spaces, brackets, dots and commas call nothing.
 */
function neutralize(value: string): string {
  return value
    .split(/(?<=[;,\t\n])/)
    .map(neutralizeStart)
    .join('');
}

function neutralizeStart(piece: string): string {
  const start = /^("*)[=+\-@\t\r]/.exec(piece);
  if (!start || /^"*[+-][\d\s().]*[;,\t]?$/.test(piece)) return piece;
  return `${start[1]}'${piece.slice(start[1]!.length)}`;
}

/**
 * Quotes a cell holding any common separator, not only ours: a spreadsheet that splits on ',' or
 * tab would otherwise start a new cell inside it (`,=1+1`), and that cell would not be neutralized.
 * A line break inside a cell (multi-line notes) is kept, quoted, as a bare LF, which is how Excel
 * writes and reads a line break within a cell; rows end with CRLF, so a reader that splits lines on
 * CRLF still sees one line per row, and a lone CR (an old Mac line end) never reaches a cell.
 */
function quote(value: string): string {
  const safe = neutralize(value.replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n'));
  return /[;,\t"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Writes rows as ';'-separated CSV with a BOM and CRLF line ends, as Turkish Excel opens it. */
export function writeCsv(rows: string[][]): string {
  return BOM + rows.map((r) => r.map(quote).join(';')).join('\r\n') + '\r\n';
}
