import { describe, expect, it } from 'vitest';
import {
  formatTimeRange,
  instantToLocalInput,
  localInputDate,
  localInputToInstant,
} from './local-time';

describe('date-and-time inputs and instants', () => {
  it("adds this device's offset to a typed time, naming the same moment", () => {
    const sent = localInputToInstant('2026-03-06T09:00');
    expect(sent).toMatch(/^2026-03-06T09:00:00[+-]\d\d:\d\d$/);
    expect(new Date(sent).getTime()).toBe(new Date(2026, 2, 6, 9, 0).getTime());
    // Summer and winter can have different offsets; each is the one of its own date.
    for (const text of ['2026-01-15T10:30', '2026-07-15T10:30']) {
      const [date, time] = text.split('T') as [string, string];
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const [h, min] = time.split(':').map(Number) as [number, number];
      expect(new Date(localInputToInstant(text)).getTime()).toBe(
        new Date(y, m - 1, d, h, min).getTime(),
      );
    }
  });

  it('leaves empty, partial and impossible times as typed, for validation to name', () => {
    expect(localInputToInstant('')).toBe('');
    expect(localInputToInstant(' 2026-03-06 ')).toBe('2026-03-06');
    expect(localInputToInstant('2026-02-30T09:00')).toBe('2026-02-30T09:00');
  });

  it("shows a stored instant in this device's time, and nothing for none", () => {
    const instant = new Date(2026, 2, 6, 9, 5).toISOString();
    expect(instantToLocalInput(instant)).toBe('2026-03-06T09:05');
    expect(instantToLocalInput(null)).toBe('');
    expect(instantToLocalInput('not a time')).toBe('');
    expect(localInputToInstant(instantToLocalInput(instant))).toMatch(/^2026-03-06T09:05:00/);
  });

  it('gives the date of a typed time', () => {
    expect(localInputDate('2026-03-06T09:00')).toBe('2026-03-06');
    expect(localInputDate('')).toBe('');
  });

  it('writes the end date only when the visit ends on another day', () => {
    const sameDay = formatTimeRange(new Date(2026, 2, 6, 9), new Date(2026, 2, 6, 11));
    const overnight = formatTimeRange(new Date(2026, 2, 6, 22), new Date(2026, 2, 7, 2));
    expect(sameDay.split('2026')).toHaveLength(2);
    expect(overnight.split('2026')).toHaveLength(3);
  });
});
