import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatClockRange,
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  formatTimeRange,
  programmeToday,
} from './date-format';
import { setProgrammeTimeZone } from './time-zone';
import { onDeviceInZone } from '../../../tests/support/time-zones';

// ICU puts a narrow no-break space before 'AM' and 'PM'.
const plain = (text: string) => text.replace(/\s/g, ' ');

const NEW_YORK = 'America/New_York';
// 10:00 to 12:00 in New York on Saturday 9 January 2027 (winter: UTC-5).
const VISIT_START = '2027-01-09T15:00:00.000Z';
const VISIT_END = '2027-01-09T17:00:00.000Z';

// The device is set to a third zone: nothing may follow it.
onDeviceInZone('Asia/Tokyo');

describe('instants, on the programme clock', () => {
  it('writes a visit e-mailed as "10:00 to 12:00 (America/New_York)" as 10:00 AM – 12:00 PM', () => {
    expect(plain(formatTimeRange(VISIT_START, VISIT_END, NEW_YORK))).toBe(
      'Sat, Jan 9, 2027, 10:00 AM – 12:00 PM',
    );
    // The same instants for a programme in UTC: what a phone set to UTC showed (decision 049).
    expect(plain(formatTimeRange(VISIT_START, VISIT_END, 'UTC'))).toBe(
      'Sat, Jan 9, 2027, 3:00 PM – 5:00 PM',
    );
  });

  it('writes a date, a time, and both together', () => {
    const instant = new Date('2027-01-09T21:00:00Z');
    expect(formatDate(instant, NEW_YORK)).toBe('Sat, Jan 9, 2027');
    expect(plain(formatTime(instant, NEW_YORK))).toBe('4:00 PM');
    expect(plain(formatDateTime(instant, NEW_YORK))).toBe('Sat, Jan 9, 2027, 4:00 PM');
    expect(plain(formatDateTime('2027-01-09T21:00:00.000Z', 'Europe/London'))).toBe(
      'Sat, Jan 9, 2027, 9:00 PM',
    );
  });

  it('takes the programme zone once it is known', () => {
    expect(plain(formatDateTime(VISIT_START))).toBe('Sun, Jan 10, 2027, 12:00 AM'); // Tokyo
    setProgrammeTimeZone(NEW_YORK);
    expect(plain(formatDateTime(VISIT_START))).toBe('Sat, Jan 9, 2027, 10:00 AM');
    expect(plain(formatTimeRange(VISIT_START, VISIT_END))).toBe(
      'Sat, Jan 9, 2027, 10:00 AM – 12:00 PM',
    );
  });

  it("names the end's date when it falls on another day of the programme's calendar", () => {
    // 22:00 to midnight in New York; in UTC both are on 10 January.
    const start = '2027-01-10T03:00:00Z';
    const end = '2027-01-10T05:00:00Z';
    expect(plain(formatTimeRange(start, end, NEW_YORK))).toBe(
      'Sat, Jan 9, 2027, 10:00 PM – Sun, Jan 10, 2027, 12:00 AM',
    );
    expect(plain(formatTimeRange(start, end, 'UTC'))).toBe('Sun, Jan 10, 2027, 3:00 AM – 5:00 AM');
    expect(plain(formatTimeRange(start, null, NEW_YORK))).toBe('Sat, Jan 9, 2027, 10:00 PM');
  });

  it('follows the zone across a daylight-saving change', () => {
    // 10:00 in New York before and after clocks went forward on 14 March 2027.
    expect(plain(formatTime('2027-03-13T15:00:00Z', NEW_YORK))).toBe('10:00 AM');
    expect(plain(formatTime('2027-03-15T14:00:00Z', NEW_YORK))).toBe('10:00 AM');
  });

  it('writes nothing for no time or one that is not a time', () => {
    expect(formatDateTime(null, NEW_YORK)).toBe('');
    expect(formatDateTime(undefined, NEW_YORK)).toBe('');
    expect(formatDateTime('', NEW_YORK)).toBe('');
    expect(formatDateTime('not a time', NEW_YORK)).toBe('');
    expect(formatDate(null, NEW_YORK)).toBe('');
    expect(formatTime('soon', NEW_YORK)).toBe('');
  });

  it("gives the programme's today, not the device's", () => {
    // 22:00 on 9 January in New York is already the 10th in Tokyo.
    const now = new Date('2027-01-10T03:00:00Z');
    expect(programmeToday(now, NEW_YORK)).toBe('2027-01-09');
    expect(programmeToday(now, 'Asia/Tokyo')).toBe('2027-01-10');
    setProgrammeTimeZone(NEW_YORK);
    expect(programmeToday(now)).toBe('2027-01-09');
  });
});

describe("programmes' dates and clock times, already local", () => {
  it('writes them in the same format, never moved a day or an hour', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', NEW_YORK]) {
      setProgrammeTimeZone(zone);
      expect(formatDay('2027-01-09')).toBe('Sat, Jan 9, 2027');
      expect(plain(formatClock('16:00'))).toBe('4:00 PM');
      expect(plain(formatClockRange('16:00', '18:30'))).toBe('4:00 PM – 6:30 PM');
    }
    expect(plain(formatClock('00:05'))).toBe('12:05 AM');
    // The same date and time as the other pages write an instant at that moment.
    expect(`${formatDay('2027-01-09')}, ${formatClock('16:00')}`).toBe(
      formatDateTime('2027-01-09T21:00:00Z', NEW_YORK),
    );
  });

  it('leaves what is not a date or a time as it is', () => {
    expect(formatDay('2027-02-30')).toBe('2027-02-30');
    expect(formatDay('')).toBe('');
    expect(formatClock('25:00')).toBe('25:00');
    expect(formatClock('4pm')).toBe('4pm');
  });
});
