/**
 * CSV as spreadsheets read it (RFC 4180): UTF-8 with a byte-order mark (so Excel reads accents
 * and Arabic names correctly), CRLF line ends, and a field quoted (its quotes doubled) when it
 * holds a comma, a quote, CR or LF. A cell a spreadsheet would run as a formula (it starts with
 * = + - @, tab or CR) is neutralised with a leading apostrophe (OWASP "CSV injection"): the
 * exported data may hold text typed by anyone, and staff open exports in Excel. A plain negative
 * number (-73.98, a longitude) is left as it is: it runs nothing, and an apostrophe would turn
 * it into text in the spreadsheet. An importer strips the apostrophe again (decision 022).
 */

/** U+FEFF, written first: tells spreadsheets the file is UTF-8. */
export const CSV_BOM = '\uFEFF';
const CSV_LINE_END = '\r\n';

/** The characters that make a spreadsheet treat a cell as a formula (or strip them first). */
const FORMULA_START = /^[=+\-@\t\r]/;
// Semicolons and tabs too: quoted, they can never make the reader take them for separators
// (csv-reader.ts reads a file whose header has only those as separated by them).
const NEEDS_QUOTES = /[",;\t\r\n]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/** The cell's text as a spreadsheet should show it: formula starts prefixed with '. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
}

/** One field: neutralised, then quoted when RFC 4180 requires it. */
export function csvField(text: string): string {
  const safe = neutraliseFormula(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, with its line end. */
export function csvRecord(cells: readonly string[]): string {
  return cells.map(csvField).join(',') + CSV_LINE_END;
}

/** A whole file: byte-order mark, the header record, then one record per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const parts = [CSV_BOM, csvRecord(header)];
  for (const row of rows) parts.push(csvRecord(row));
  return parts.join('');
}
