/**
 * CSV as RFC 4180 writes it (and spreadsheets save it): fields separated by commas, quoted with
 * double quotes when they hold a comma, a quote or a line break, a quote inside doubled. Read
 * from UTF-8 text with or without a byte order mark, with CRLF, LF or CR line endings; blank
 * lines are skipped. Spreadsheets set to many European languages save "CSV" with semicolons,
 * and some tools with tabs: a header row with neither commas but one of those is read with it
 * (separatorOf). The writer is csv-writer.ts.
 */

export class CsvError extends Error {
  constructor(
    message: string,
    /** The line of the file (from 1) where the problem is. */
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

const CSV_MESSAGES = {
  unclosedQuote: 'A quoted field is not closed: a double quote (") is missing',
  strayQuote:
    'A double quote (") must open a field or be doubled ("") inside a quoted field; put the whole field in quotes',
} as const;

/** One record of the file, with the line it starts on (for messages). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

type CsvSeparator = ',' | ';' | '\t';

/**
 * The character between fields: a comma, unless the first line (outside quotes) has none and has
 * semicolons or tabs, whichever it has more of.
 */
function separatorOf(text: string): CsvSeparator {
  let commas = 0;
  let semicolons = 0;
  let tabs = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === '\t') tabs += 1;
  }
  if (commas > 0 || (semicolons === 0 && tabs === 0)) return ',';
  return tabs > semicolons ? '\t' : ';';
}

/** Splits CSV text into records of fields. Throws CsvError naming the line of a malformed field. */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  // Whether the current record has any content yet: a line with nothing on it is skipped.
  let started = false;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    if (started) {
      endField();
      records.push({ line: recordLine, fields });
    }
    fields = [];
    field = '';
    started = false;
  };

  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && field === '') {
      // A quoted field: runs to the next quote not doubled.
      started = true;
      const openedOn = line;
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvError(CSV_MESSAGES.unclosedQuote, openedOn);
        const inner = text[i]!;
        if (inner === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (inner === '\n' || (inner === '\r' && text[i + 1] !== '\n')) line += 1;
        field += inner;
        i += 1;
      }
      const next = text[i];
      if (next !== undefined && next !== separator && next !== '\r' && next !== '\n') {
        throw new CsvError(CSV_MESSAGES.strayQuote, line);
      }
      continue;
    }
    if (char === '"') throw new CsvError(CSV_MESSAGES.strayQuote, line);
    if (char === separator) {
      started = true;
      endField();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    started = true;
    field += char;
    i += 1;
  }
  endRecord();
  return records;
}
