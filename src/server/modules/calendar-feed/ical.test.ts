/**
 * The iCalendar writer (RFC 5545 text escaping, 75-octet folding) and the VTIMEZONE built from
 * Intl, checked against ical.js: local times sampled in several zones (daylight saving in
 * either hemisphere, odd offsets, Ramadan suspensions, none at all) resolve to their instants.
 * (Only that direction: ical.js turns UTC into local time with an approximation of its own.)
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { wallTimeIn } from '../../../shared/domain/common/zoned-time';
import { escapeText, foldLine, formatOffset, property, serialize } from './ical';
import { vtimezone, zoneTransitions } from './vtimezone';

describe('text values', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters other than tab', () => {
    expect(escapeText('a\u0001b\u001bc\u007fd\te')).toBe('abcd\te');
  });

  it('quotes a parameter value that holds a separator', () => {
    expect(property('X-A', 'v', { P: 'Area/Zone' })).toEqual(['X-A;P=Area/Zone:v']);
    expect(property('X-A', 'v', { P: 'a;b:c' })).toEqual(['X-A;P="a;b:c":v']);
  });
});

describe('folding', () => {
  it('keeps short lines whole and folds long ones at 75 octets, continuations after a space', () => {
    expect(foldLine('SUMMARY:short')).toEqual(['SUMMARY:short']);
    const line = `SUMMARY:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    expect(folded.map((part) => part.length)).toEqual([75, 75, 60]);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
  });

  it('never splits a multi-byte character or a surrogate pair', () => {
    const line = `SUMMARY:${'🕌é日'.repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
    expect(folded.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
  });

  it('ends every line with CRLF', () => {
    expect(serialize(['A', 'B'])).toBe('A\r\nB\r\n');
  });

  it('writes offsets as ±hhmm', () => {
    expect([-300, 330, 0, -570, 765].map(formatOffset)).toEqual([
      '-0500',
      '+0530',
      '+0000',
      '-0930',
      '+1245',
    ]);
  });
});

const calendarWith = (zone: string, fromYear: number, toYear: number) =>
  serialize([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:test',
    ...vtimezone(zone, fromYear, toYear),
    'END:VCALENDAR',
  ]);

function icalZone(zone: string, fromYear: number, toYear: number): ICAL.Timezone {
  const calendar = new ICAL.Component(ICAL.parse(calendarWith(zone, fromYear, toYear)));
  return new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
}

describe('VTIMEZONE', () => {
  it('has a single STANDARD observance for a zone that never changes', () => {
    for (const [zone, offset] of [
      ['UTC', '+0000'],
      ['Asia/Kolkata', '+0530'],
    ] as const) {
      const text = calendarWith(zone, 2029, 2031);
      expect(text).toContain(
        `BEGIN:VTIMEZONE\r\nTZID:${zone}\r\nX-LIC-LOCATION:${zone}\r\nBEGIN:STANDARD\r\nDTSTART:20290101T${zone === 'UTC' ? '000000' : '053000'}\r\nTZOFFSETFROM:${offset}\r\nTZOFFSETTO:${offset}\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n`,
      );
    }
  });

  it('lists New York changes at 02:00 local, summer time as DAYLIGHT', () => {
    const text = calendarWith('America/New_York', 2030, 2030);
    expect(text).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20300310T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nEND:DAYLIGHT',
    );
    expect(text).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20301103T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nEND:STANDARD',
    );
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toHaveLength(3);
  });

  it('labels the southern summer (Sydney, October to April) as DAYLIGHT', () => {
    const text = calendarWith('Australia/Sydney', 2030, 2030);
    expect(text).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20300101T110000\r\nTZOFFSETFROM:+1100');
    expect(text).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20300407T030000\r\nTZOFFSETFROM:+1100\r\nTZOFFSETTO:+1000',
    );
    expect(text).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20301006T020000\r\nTZOFFSETFROM:+1000\r\nTZOFFSETTO:+1100',
    );
  });

  it('finds each change to the minute', () => {
    expect(
      zoneTransitions(
        'Europe/London',
        new Date('2030-01-01T00:00:00Z'),
        new Date('2031-01-01T00:00:00Z'),
      ),
    ).toEqual([
      { at: new Date('2030-03-31T01:00:00Z'), from: 0, to: 60 },
      { at: new Date('2030-10-27T01:00:00Z'), from: 60, to: 0 },
    ]);
  });

  it.each([
    'America/New_York',
    'Australia/Sydney',
    'Europe/London',
    'Asia/Kolkata',
    'Pacific/Chatham',
    'Africa/Casablanca',
    'America/Sao_Paulo',
    'UTC',
  ])('reads local times through it in ical.js as Intl writes them: %s', (zone) => {
    const icalTimezone = icalZone(zone, 2016, 2031);
    // Every 61 hours and 7 minutes over 2017-2030 (every hour of the day, every season), and
    // every quarter of an hour from three hours before each change to three hours after it.
    const step = 61 * 3_600_000 + 7 * 60_000;
    const samples: number[] = [];
    for (let time = Date.UTC(2017, 0, 1); time < Date.UTC(2031, 0, 1); time += step) {
      samples.push(time);
    }
    const changes = zoneTransitions(zone, new Date('2017-01-01Z'), new Date('2031-01-01Z'));
    for (const { at } of changes) {
      for (let quarter = -12; quarter <= 12; quarter += 1) {
        samples.push(at.getTime() + quarter * 15 * 60_000);
      }
    }
    for (const time of samples) {
      const wall = wallTimeIn(new Date(time), zone);
      const read = new ICAL.Time({ ...wall, isDate: false }, icalTimezone).toJSDate().getTime();
      // A local time in the hour repeated in autumn names two instants; ical.js may take the
      // other one (feeds write such one-off visits in UTC). Every other time maps back exactly.
      if (read !== time) expect(wallTimeIn(new Date(read), zone)).toEqual(wall);
    }
  });
});
