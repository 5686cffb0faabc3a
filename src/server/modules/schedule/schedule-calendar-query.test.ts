/**
 * The calendar asks the database only for schedules that can have an occurrence in the window
 * (mayOccurIn), and that bound never loses one: checked against the expansion itself.
 */
import { and, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { occurrencesBetween } from '../../../shared/domain/schedule/recurrence';
import { schedule } from '../../db/schema/schedule';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import { mayOccurIn } from './schedule-calendar.service';

const app = useTestApp();
const HOUR = 3_600_000;
let ids: { facilityId: string; volunteerId: string };

beforeEach(async () => {
  ids = {
    facilityId: (await insertFacility(app.database.db)).id,
    volunteerId: (await createPerson(app.database.db, 'Volunteers')).id,
  };
});

const window = { from: new Date('2026-03-10T00:00:00Z'), to: new Date('2026-03-20T00:00:00Z') };
const horizon = new Date('2026-09-01T00:00:00Z');

const SLOTS = {
  'one-off inside': ['2026-03-12T10:00:00Z', 2, null, null],
  'one-off ending at from': ['2026-03-09T22:00:00Z', 2, null, null],
  'one-off running into it': ['2026-03-09T22:00:00Z', 3, null, null],
  'one-off starting at to': ['2026-03-20T00:00:00Z', 2, null, null],
  'daily for years': ['2020-01-01T10:00:00Z', 1, 'DAILY', null],
  'weekly ended before': ['2026-01-05T10:00:00Z', 1, 'WEEKLY', '2026-03-08'],
  'daily ending on the eve, overnight into from': [
    '2026-03-01T23:00:00Z',
    4,
    'DAILY',
    '2026-03-09',
  ],
  'monthly ending the day from starts': ['2026-01-10T10:00:00Z', 1, 'MONTHLY', '2026-03-10'],
  'weekly starting after': ['2026-03-20T10:00:00Z', 1, 'WEEKLY', null],
  'weekly from past the horizon': ['2026-09-02T10:00:00Z', 1, 'WEEKLY', null],
} as const;

describe('mayOccurIn', () => {
  it('selects the schedules with an occurrence in the window and few others', async () => {
    const byName = new Map<string, string>();
    for (const [name, [start, hours, pattern, endDate]] of Object.entries(SLOTS)) {
      const startTime = new Date(start);
      const row = await insertSchedule(app.database.db, {
        ...ids,
        startTime,
        endTime: new Date(startTime.getTime() + hours * HOUR),
        isRecurring: pattern !== null,
        recurringPattern: pattern,
        recurrenceEndDate: endDate,
      });
      byName.set(row.id, name);
    }
    const selected = await app.database.db
      .select()
      .from(schedule)
      .where(
        and(inArray(schedule.id, [...byName.keys()]), mayOccurIn(window.from, window.to, horizon)),
      );
    const names = selected.map((row) => byName.get(row.id)).sort();
    expect(names).toEqual(
      [
        'daily ending on the eve, overnight into from',
        'daily for years',
        'monthly ending the day from starts',
        'one-off inside',
        'one-off running into it',
        // Ended two days before: kept by the bound's margin, then expanded to nothing.
        'weekly ended before',
      ].sort(),
    );
    const rows = await app.database.db
      .select()
      .from(schedule)
      .where(inArray(schedule.id, [...byName.keys()]));
    for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'Etc/GMT+12', 'UTC']) {
      const occurring = rows
        .filter((row) => occurrencesBetween(row, window.from, window.to, zone).length > 0)
        .map((row) => byName.get(row.id));
      expect(names).toEqual(expect.arrayContaining(occurring));
    }
  });
});
