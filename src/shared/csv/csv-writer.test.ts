import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../tests/support/csv';
import { CSV_BOM, csvDocument, csvField, csvRecord, neutraliseFormula } from './csv-writer';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")'],
    ["+1+cmd|' /C calc'!A0"],
    ['-2+3'],
    ['@SUM(A1:A9)'],
    ['\t=1+1'],
    ['\r=1+1'],
  ])('prefixes %j with an apostrophe', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it.each([['Amina'], ['-73.98'], ['-12'], ['a=b'], ['1+1'], [''], ["'quoted"]])(
    'leaves %j as it is',
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );
});

describe('csvField', () => {
  it('quotes fields with a comma, a quote, CR or LF, doubling the quotes', () => {
    expect(csvField('Smith, John')).toBe('"Smith, John"');
    expect(csvField('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('plain')).toBe('plain');
  });

  it('neutralises before quoting', () => {
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
    expect(csvField('\r')).toBe(`"'\r"`);
  });
});

describe('csvDocument', () => {
  it('starts with the byte-order mark and ends every record with CRLF', () => {
    expect(csvDocument(['a', 'b'], [['1', '2']])).toBe(`${CSV_BOM}a,b\r\n1,2\r\n`);
  });

  it('reads back as the same cells, formula starts prefixed (property)', () => {
    const cell = fc.string({
      unit: fc.constantFrom(
        'a',
        'é',
        '"',
        ',',
        '\r',
        '\n',
        '=',
        '-',
        '@',
        '+',
        '\t',
        ' ',
        '1',
        "'",
      ),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        (rows) => {
          const text = rows.map((row) => csvRecord(row)).join('');
          expect(parseCsv(text)).toEqual(rows.map((row) => row.map(neutraliseFormula)));
        },
      ),
    );
  });

  it('never lets a read-back cell start a formula (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const [[read]] = parseCsv(csvRecord([text])) as [[string]];
        expect(/^[=+@\t\r]/.test(read) || (/^-/.test(read) && !/^-\d+(\.\d+)?$/.test(read))).toBe(
          false,
        );
      }),
    );
  });
});
