import { describe, expect, it } from 'vitest';
import {
  addDaysToWall,
  instantFromWallTime,
  isKnownTimeZone,
  offsetMinutesAt,
  wallTimeIn,
} from './zoned-time';

const NEW_YORK = 'America/New_York';
const wall = (text: string) => {
  const [date, time] = text.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute, second: 0 };
};

describe('wall time in a zone', () => {
  it('reads the local time and offset of an instant', () => {
    expect(wallTimeIn(new Date('2026-01-15T15:00:00Z'), NEW_YORK)).toEqual(
      wall('2026-01-15T10:00'),
    );
    expect(offsetMinutesAt(new Date('2026-01-15T15:00:00Z'), NEW_YORK)).toBe(-300);
    expect(offsetMinutesAt(new Date('2026-07-15T15:00:00Z'), NEW_YORK)).toBe(-240);
    expect(offsetMinutesAt(new Date('2026-07-15T15:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(wallTimeIn(new Date('2026-12-31T23:30:00Z'), 'UTC')).toEqual(wall('2026-12-31T23:30'));
  });

  it('turns local times into instants on either side of a change of offset', () => {
    expect(instantFromWallTime(wall('2026-03-07T10:00'), NEW_YORK).toISOString()).toBe(
      '2026-03-07T15:00:00.000Z',
    );
    expect(instantFromWallTime(wall('2026-03-08T10:00'), NEW_YORK).toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    expect(instantFromWallTime(wall('2026-11-01T10:00'), NEW_YORK).toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    );
  });

  it('reads a skipped time with the offset from before the gap (RFC 5545)', () => {
    // Clocks in New York go from 02:00 to 03:00 on 8 March 2026: 02:30 is 03:30 summer time.
    const instant = instantFromWallTime(wall('2026-03-08T02:30'), NEW_YORK);
    expect(instant.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(wallTimeIn(instant, NEW_YORK)).toEqual(wall('2026-03-08T03:30'));
  });

  it('takes the first of a time that happens twice', () => {
    // 01:30 on 1 November 2026 happens in summer time (UTC-4), then again in winter time.
    expect(instantFromWallTime(wall('2026-11-01T01:30'), NEW_YORK).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('moves wall dates across month and year ends', () => {
    expect(addDaysToWall(wall('2026-01-31T10:00'), 1)).toEqual(wall('2026-02-01T10:00'));
    expect(addDaysToWall(wall('2028-02-28T10:00'), 1)).toEqual(wall('2028-02-29T10:00'));
    expect(addDaysToWall(wall('2026-12-31T10:00'), 1)).toEqual(wall('2027-01-01T10:00'));
    expect(addDaysToWall(wall('2026-03-01T10:00'), -1)).toEqual(wall('2026-02-28T10:00'));
  });

  it('knows which zone names are real', () => {
    expect(isKnownTimeZone(NEW_YORK)).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
