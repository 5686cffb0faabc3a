import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from './csv-reader';
import { csvRecord } from './csv-writer';
import { withoutFormulaGuard } from './import-values';

const fields = (text: string) => parseCsv(text).map((record) => record.fields);

describe('parseCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks (RFC 4180)', () => {
    const text = 'name,notes\r\n"Ali, Bakr","He said ""salaam""\r\nthen left"\r\nOmar,\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'notes'] },
      { line: 2, fields: ['Ali, Bakr', 'He said "salaam"\r\nthen left'] },
      { line: 4, fields: ['Omar', ''] },
    ]);
  });

  it('reads UTF-8 text with or without a byte order mark, with LF, CRLF or CR line ends', () => {
    const expected = [
      ['name', 'city'],
      ['Zaynab', 'Mogadishu'],
      ['Ğül', ''],
    ];
    for (const end of ['\n', '\r\n', '\r']) {
      const text = ['name,city', 'Zaynab,Mogadishu', 'Ğül,'].join(end);
      expect(fields(text)).toEqual(expected);
      expect(fields(`\uFEFF${text}${end}`)).toEqual(expected);
    }
  });

  it('reads a file separated by semicolons or tabs, as spreadsheets in many languages save it', () => {
    expect(fields('name;notes\r\n"Ali; Bakr";Quran, Arabic\r\n')).toEqual([
      ['name', 'notes'],
      ['Ali; Bakr', 'Quran, Arabic'],
    ]);
    expect(fields('name\tage\nOmar\t34\n')).toEqual([
      ['name', 'age'],
      ['Omar', '34'],
    ]);
    // A comma in the header: a comma-separated file, whatever its cells hold.
    expect(fields('name,notes\nAli;Bakr,x\n')).toEqual([
      ['name', 'notes'],
      ['Ali;Bakr', 'x'],
    ]);
  });

  it('skips blank lines but keeps a line of one quoted empty field', () => {
    expect(fields('a\n\n\nb\n""\n')).toEqual([['a'], ['b'], ['']]);
  });

  it('names the line of an unclosed quote or a stray one', () => {
    let thrown: unknown;
    try {
      parseCsv('a\nb\n"c\n');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CsvError);
    expect((thrown as CsvError).line).toBe(3);
    expect(() => parseCsv('a\nb\n"c\n')).toThrow(/^Line 3: A quoted field is not closed/);
    expect(() => parseCsv('a\n"b"c\n')).toThrow(/^Line 2: A double quote/);
    expect(() => parseCsv('a\n"x\ny"\nb"c\n')).toThrow(/^Line 4: A double quote/);
  });

  it("reads back every record the export's writer writes, formula guards and all", () => {
    const cell = fc.string({
      unit: fc.constantFrom(
        'a',
        'Z',
        ' ',
        ',',
        '"',
        '\r',
        '\n',
        'é',
        '😀',
        ';',
        '=',
        '-',
        '@',
        '1',
      ),
    });
    // Exports have several columns, so no record of theirs is one empty field (a blank line).
    const rows = fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { maxLength: 6 });
    fc.assert(
      fc.property(rows, (written) => {
        const read = fields(`\uFEFF${written.map((row) => csvRecord(row)).join('')}`);
        expect(read.map((row) => row.map(withoutFormulaGuard))).toEqual(written);
      }),
    );
  });
});
