import { renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cssString,
  fitsOnOnePage,
  usePrintedReportFacts,
  type PrintedReportFacts,
} from './report-print';

/**
 * A CSS string token read back as a browser reads it (CSS Syntax Level 3, "consume a string
 * token" and "consume an escaped code point"): a backslash and up to six hex digits, and one
 * white space after them, are that code point (U+FFFD for 0); a backslash before anything else is that thing.
 * Undefined (a broken string) where a browser would end the string or declaration early.
 */
function readCssString(token: string): string | undefined {
  if (token.length < 2 || !token.startsWith('"') || !token.endsWith('"')) return undefined;
  const body = token.slice(1, -1);
  let text = '';
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index]!;
    if (character === '"' || character === '\n' || character === '\r' || character === '\f')
      return undefined;
    if (character !== '\\') {
      text += character;
      continue;
    }
    const hex = /^[0-9a-fA-F]{1,6}/.exec(body.slice(index + 1))?.[0];
    if (hex === undefined) {
      const next = body[index + 1];
      if (next === undefined || next === '\n') return undefined;
      text += next;
      index += 1;
      continue;
    }
    const code = Number.parseInt(hex, 16);
    const surrogate = code >= 0xd800 && code <= 0xdfff;
    text += code === 0 || surrogate || code > 0x10ffff ? '\uFFFD' : String.fromCodePoint(code);
    index += hex.length;
    if (/^[ \t\n]$/.test(body[index + 1] ?? '')) index += 1;
  }
  return text;
}

describe('cssString', () => {
  it('quotes plain text as it is', () => {
    expect(cssString('All facilities')).toBe('"All facilities"');
    expect(cssString('Mon, Jan 1, 2024 to Tue, Dec 31, 2024')).toBe(
      '"Mon, Jan 1, 2024 to Tue, Dec 31, 2024"',
    );
    expect(cssString('')).toBe('""');
  });

  it("escapes what would end the string or the declaration: a facility called 'St. Jude's \"North\" \\ B'", () => {
    expect(cssString('St. Jude\'s "North" \\ B')).toBe('"St. Jude\'s \\"North\\" \\\\ B"');
    expect(cssString('a\nb')).toBe('"a\\a b"');
    expect(cssString('a;} body { color: red')).toBe('"a;} body { color: red"');
    // A hex escape's space is part of the escape: '\a 1' stays 'line break, 1'.
    expect(readCssString(cssString('\n1'))).toBe('\n1');
    // No CSS text can hold a NUL: a browser reads it as U+FFFD, the replacement character.
    expect(readCssString(cssString('a\0b'))).toBe('a\uFFFDb');
  });

  it('is read back by the rules of CSS as exactly the text, whatever the text', () => {
    // Any code point, and often those CSS treats specially, and hex digits after them.
    const unit = fc.oneof(
      fc.constantFrom('"', '\\', '\n', '\r', '\f', '\t', '\0', ' ', 'a', 'F', '9'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        expect(readCssString(cssString(text))).toBe(text.replaceAll('\0', '\uFFFD'));
      }),
    );
  });
});

describe('usePrintedReportFacts', () => {
  const facts: PrintedReportFacts = {
    period: 'Mon, Jan 1, 2024 to Tue, Dec 31, 2024',
    facility: 'All facilities',
    printed: 'Printed Fri, Dec 4, 2026',
  };
  const root = () => document.documentElement.style;

  it('sets the running header on the root element while the report is shown, and takes it off after', () => {
    const { rerender, unmount } = renderHook<void, PrintedReportFacts | null>(
      (shown) => usePrintedReportFacts(shown),
      { initialProps: facts },
    );
    expect(root().getPropertyValue('--report-organisation')).toBe('"Outreach Dashboard"');
    expect(root().getPropertyValue('--report-period')).toBe(
      '"Mon, Jan 1, 2024 to Tue, Dec 31, 2024"',
    );
    expect(root().getPropertyValue('--report-facility')).toBe('"All facilities"');
    expect(root().getPropertyValue('--report-printed')).toBe('"Printed Fri, Dec 4, 2026"');

    rerender({ ...facts, facility: 'Riverside "North"' });
    expect(root().getPropertyValue('--report-facility')).toBe('"Riverside \\"North\\""');

    rerender(null);
    expect(root().getPropertyValue('--report-period')).toBe('');
    rerender(facts);
    unmount();
    for (const name of ['organisation', 'period', 'facility', 'printed'])
      expect(root().getPropertyValue(`--report-${name}`)).toBe('');
  });
});

describe('fitsOnOnePage', () => {
  /** A section with a one-line note and tables of these many rows. */
  const section = (...rows: number[]) => ({
    note: 'Hours: the length of the programs volunteers led that were held.',
    tables: rows.map((count) => ({ rows: Array.from({ length: count }) })),
  });

  it("keeps a year's Volunteers or Clients section whole, as Chromium prints them on one A4 page", () => {
    expect(fitsOnOnePage(section(5, 12, 4))).toBe(true);
    expect(fitsOnOnePage(section(3, 2, 4, 12))).toBe(true);
    expect(fitsOnOnePage(section(6))).toBe(true);
  });

  it("lets a year's Programs section (284 mm printed) or five years by month break where it is", () => {
    expect(fitsOnOnePage(section(6, 8, 0, 12))).toBe(false);
    expect(fitsOnOnePage(section(3, 60))).toBe(false);
  });
});
