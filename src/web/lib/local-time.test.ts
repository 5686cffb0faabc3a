import { describe, expect, it } from 'vitest';
import {
  instantToLocalInput,
  localInputAfter,
  localInputDate,
  localInputToInstant,
} from './local-time';
import { setProgrammeTimeZone } from './time-zone';
import { onDeviceInZone } from '../../../tests/support/time-zones';

const NEW_YORK = 'America/New_York';
const HOUR = 3_600_000;

// The device is set to another zone than the programme's: what is typed must not follow it.
onDeviceInZone('Asia/Tokyo');

describe('date-and-time inputs and instants, on the programme clock', () => {
  it("adds the programme zone's offset of that date to a typed time", () => {
    // Winter and summer offsets: each is the one of its own date.
    expect(localInputToInstant('2027-01-09T10:00', NEW_YORK)).toBe('2027-01-09T10:00:00-05:00');
    expect(localInputToInstant('2027-07-09T10:00', NEW_YORK)).toBe('2027-07-09T10:00:00-04:00');
    expect(new Date(localInputToInstant('2027-01-09T10:00', NEW_YORK)).toISOString()).toBe(
      '2027-01-09T15:00:00.000Z',
    );
    expect(localInputToInstant('2027-01-09T10:00', 'Asia/Kolkata')).toBe(
      '2027-01-09T10:00:00+05:30',
    );
    expect(localInputToInstant('2027-01-09T10:00', 'UTC')).toBe('2027-01-09T10:00:00+00:00');
  });

  it('reads a typed time in the programme zone once the server has said it', () => {
    // Before: the device's zone (Tokyo).
    expect(localInputToInstant('2027-01-09T10:00')).toBe('2027-01-09T10:00:00+09:00');
    setProgrammeTimeZone(NEW_YORK);
    expect(localInputToInstant('2027-01-09T10:00')).toBe('2027-01-09T10:00:00-05:00');
    expect(instantToLocalInput('2027-01-09T15:00:00.000Z')).toBe('2027-01-09T10:00');
  });

  it('reads a time the clocks skip as the hour after, and a repeated one as the first', () => {
    // New York skipped 02:00-03:00 on 14 March 2027 and repeats 01:00-02:00 on 7 November.
    expect(localInputToInstant('2027-03-14T02:30', NEW_YORK)).toBe('2027-03-14T03:30:00-04:00');
    expect(localInputToInstant('2027-11-07T01:30', NEW_YORK)).toBe('2027-11-07T01:30:00-04:00');
  });

  it('leaves empty, partial and impossible times as typed, for validation to name', () => {
    expect(localInputToInstant('', NEW_YORK)).toBe('');
    expect(localInputToInstant(' 2027-03-06 ', NEW_YORK)).toBe('2027-03-06');
    expect(localInputToInstant('2027-02-30T09:00', NEW_YORK)).toBe('2027-02-30T09:00');
    expect(localInputToInstant('2027-02-03T24:00', NEW_YORK)).toBe('2027-02-03T24:00');
  });

  it('shows a stored instant on the programme clock, and nothing for none', () => {
    const instant = '2027-01-09T15:05:00.000Z';
    expect(instantToLocalInput(instant, NEW_YORK)).toBe('2027-01-09T10:05');
    expect(instantToLocalInput(new Date(instant), 'UTC')).toBe('2027-01-09T15:05');
    // Past midnight in New York's evening is already the next day in UTC.
    expect(instantToLocalInput('2027-01-10T03:30:00Z', NEW_YORK)).toBe('2027-01-09T22:30');
    expect(instantToLocalInput(null, NEW_YORK)).toBe('');
    expect(instantToLocalInput('not a time', NEW_YORK)).toBe('');
    expect(localInputToInstant(instantToLocalInput(instant, NEW_YORK), NEW_YORK)).toBe(
      '2027-01-09T10:05:00-05:00',
    );
  });

  it('gives the time an hour after a typed one, or nothing before the time is whole', () => {
    expect(localInputAfter('2027-01-09T10:00', HOUR, NEW_YORK)).toBe('2027-01-09T11:00');
    expect(localInputAfter('2027-01-09T23:30', HOUR, NEW_YORK)).toBe('2027-01-10T00:30');
    // One real hour after 01:30 on the night the clocks go forward is 03:30.
    expect(localInputAfter('2027-03-14T01:30', HOUR, NEW_YORK)).toBe('2027-03-14T03:30');
    expect(localInputAfter('', HOUR, NEW_YORK)).toBe('');
    expect(localInputAfter('2027-01-09', HOUR, NEW_YORK)).toBe('');
  });

  it('gives the date of a typed time', () => {
    expect(localInputDate('2027-03-06T09:00')).toBe('2027-03-06');
    expect(localInputDate('')).toBe('');
  });
});
