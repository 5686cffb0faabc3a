/**
 * The printed report's running header and footer (product.md §2.11, decision 104): the
 * organisation, the period, the facility, the day it was printed and 'Page N of M' on every
 * page. report.css draws them in the @page margin boxes from custom properties that this sets
 * on the root element, the one element whose properties the page's margins inherit. Custom
 * properties set through the style object, not a <style> element: the content-security policy
 * lets a page change styles through the CSSOM, but refuses a <style> element without the
 * response's nonce.
 */
import { useEffect } from 'react';

/**
 * Whose report it is. No setting names the organisation (none exists, decision 104): the
 * product's name, as the sign-in card and every browser tab show it.
 */
export const REPORT_ORGANISATION = 'Outreach Dashboard';

/** The facts printed on every page but the page number, as the page writes them. */
export interface PrintedReportFacts {
  /** 'Mon, Jan 1, 2024 to Tue, Dec 31, 2024' */
  period: string;
  /** The facility's name, or 'All facilities'. */
  facility: string;
  /** 'Printed Fri, Dec 4, 2026' */
  printed: string;
}

/**
 * `text` as a CSS string ('"…"'), read back as exactly `text`: a quote or backslash escaped,
 * and a line break or other control character as its code point ('\a '), which a CSS string
 * may not hold as it is. A facility's name is typed by an admin and may hold any of these.
 */
export function cssString(text: string): string {
  let escaped = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (character === '"' || character === '\\') escaped += `\\${character}`;
    else if (code < 0x20 || code === 0x7f) escaped += `\\${code.toString(16)} `;
    else escaped += character;
  }
  return `"${escaped}"`;
}

/** The custom properties report.css prints in the page margins, with their values. */
function printedReportProperties(facts: PrintedReportFacts): Record<string, string> {
  return {
    '--report-organisation': cssString(REPORT_ORGANISATION),
    '--report-period': cssString(facts.period),
    '--report-facility': cssString(facts.facility),
    '--report-printed': cssString(facts.printed),
  };
}

/**
 * Sets the running header's facts on the root element while a report is shown (null: none),
 * and takes them off again when it goes, so no other page prints them.
 */
export function usePrintedReportFacts(facts: PrintedReportFacts | null): void {
  const { period, facility, printed } = facts ?? {};
  useEffect(() => {
    if (period === undefined || facility === undefined || printed === undefined) return;
    const properties = printedReportProperties({ period, facility, printed });
    const style = document.documentElement.style;
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(properties)) style.removeProperty(name);
    };
  }, [period, facility, printed]);
}

/**
 * Heights on paper, in millimetres, as Chromium prints report.css's print styles (measured on
 * A4): a section's heading with its spacing, a line of its note, a table's caption, column
 * headings and spacing, one row; and the tallest page body, A4's 297 mm less report.css's
 * margins (20 and 16 mm).
 */
const PRINTED_MM = { heading: 14, noteLine: 5.4, table: 20.7, row: 7, page: 261 };
/** About as many characters of a note as fit on a printed line. */
const NOTE_LINE_CHARACTERS = 90;

/** What the estimate needs of a section: its note and its tables' rows. */
export interface PrintedSectionShape {
  note: string | null;
  tables: readonly { rows: readonly unknown[] }[];
}

/**
 * Whether a section fits on one printed page, estimated from its rows. Such a section is kept
 * whole (report.css): where it would break, it starts on the next page. One longer than a
 * page breaks wherever it is, whole pages or not, so it is not moved: moved, it would leave the
 * page before it half blank and still break.
 */
export function fitsOnOnePage(section: PrintedSectionShape): boolean {
  const noteLines = Math.ceil((section.note ?? '').length / NOTE_LINE_CHARACTERS);
  const height = section.tables.reduce(
    (total, table) => total + PRINTED_MM.table + table.rows.length * PRINTED_MM.row,
    PRINTED_MM.heading + noteLines * PRINTED_MM.noteLine,
  );
  return height <= PRINTED_MM.page;
}
