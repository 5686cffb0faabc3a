/**
 * A small iCalendar (RFC 5545) writer: content lines with escaped text, folded at 75 octets
 * without splitting a UTF-8 character, joined with CRLF. Only what the calendar feed needs.
 */
import { pad } from '../../../shared/domain/common/dates';
import type { WallTime } from '../../../shared/domain/common/zoned-time';

/** Text values (SUMMARY, LOCATION…): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\r\n|\r/g, '\n')
      // Control characters other than tab and line feed are not allowed in text (TSAFE-CHAR).
      // eslint-disable-next-line no-control-regex -- removing them is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/** A parameter value, quoted when it holds a character that would end it. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

const MAX_OCTETS = 75;

/**
 * Splits a content line into lines of at most 75 octets; each continuation starts with one
 * space (which counts). Whole code points only, so a multi-byte character is never cut.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/** One property, folded: NAME;PARAM=value:value. `value` is written as given (escape text first). */
export function property(
  name: string,
  value: string,
  params: Readonly<Record<string, string>> = {},
): string[] {
  const head = [name, ...Object.entries(params).map(([key, v]) => `${key}=${paramValue(v)}`)];
  return foldLine(`${head.join(';')}:${value}`);
}

/** A local date-time as iCalendar writes it: 20300301T090000 (no zone). */
export function formatLocal(wall: WallTime): string {
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

/** An instant in UTC: 20300301T090000Z. */
export function formatUtc(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A UTC offset in minutes as iCalendar writes it: -0500, +0530. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}${pad(size % 60)}`;
}

/** The whole object: CRLF after every line, the last one included. */
export function serialize(lines: readonly string[]): string {
  return `${lines.join('\r\n')}\r\n`;
}
