/**
 * A subscribed phone and the dashboard must show the same visits: the occurrences ical.js
 * expands from the feed (DTSTART;TZID + RRULE, through the feed's VTIMEZONE) equal those of
 * occurrencesBetween, for daily, weekly and monthly-on-the-31st visits, with and without an end
 * date, over six-month windows that cross both daylight-saving changes of America/New_York.
 * (Times inside a skipped or repeated hour are left out: ical.js reads those its own way,
 * RFC 5545's reading is pinned in recurrence.test.ts.)
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { schedule } from '../../db/schema/schedule';
import { occurrencesBetween } from '../../../shared/domain/schedule/recurrence';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { expandEvent, fetchFeed, readFeed, turnOnFeed, type Span } from './feed-test-helpers';

const ZONE = 'America/New_York';
const app = useTestApp({ ORG_TIMEZONE: ZONE });
const [volunteer] = signedInForEachTest(app, ['Volunteers']);
let facilityId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
});

type Slot = Pick<
  typeof schedule.$inferInsert,
  'startTime' | 'endTime' | 'isRecurring' | 'recurringPattern' | 'recurrenceEndDate'
>;

// Instants written with their New York offset: EST (-05:00) in winter, EDT (-04:00) in summer.
const SLOTS: Record<string, Slot> = {
  'daily at 10:00, no end': {
    startTime: new Date('2030-02-20T10:00:00-05:00'),
    endTime: new Date('2030-02-20T12:00:00-05:00'),
    isRecurring: true,
    recurringPattern: 'DAILY',
    recurrenceEndDate: null,
  },
  'daily at 16:45, ending on 5 November': {
    startTime: new Date('2030-10-20T16:45:00-04:00'),
    endTime: new Date('2030-10-20T17:15:00-04:00'),
    isRecurring: true,
    recurringPattern: 'DAILY',
    recurrenceEndDate: '2030-11-05',
  },
  'weekly on Mondays at 18:30, ending on a Monday (inclusive)': {
    startTime: new Date('2030-01-07T18:30:00-05:00'),
    endTime: new Date('2030-01-07T20:00:00-05:00'),
    isRecurring: true,
    recurringPattern: 'WEEKLY',
    recurrenceEndDate: '2030-04-15',
  },
  'weekly on Sundays since 2029, no end': {
    startTime: new Date('2029-06-03T09:15:00-04:00'),
    endTime: new Date('2029-06-03T11:45:00-04:00'),
    isRecurring: true,
    recurringPattern: 'WEEKLY',
    recurrenceEndDate: null,
  },
  'monthly on the 31st, no end': {
    startTime: new Date('2030-01-31T09:00:00-05:00'),
    endTime: new Date('2030-01-31T10:30:00-05:00'),
    isRecurring: true,
    recurringPattern: 'MONTHLY',
    recurrenceEndDate: null,
  },
  'monthly on the 31st, ending on the 30th of May': {
    startTime: new Date('2030-01-31T14:00:00-05:00'),
    endTime: new Date('2030-01-31T15:00:00-05:00'),
    isRecurring: true,
    recurringPattern: 'MONTHLY',
    recurrenceEndDate: '2030-05-30',
  },
  'one-off in summer': {
    startTime: new Date('2030-07-04T11:00:00-04:00'),
    endTime: new Date('2030-07-04T13:00:00-04:00'),
    isRecurring: false,
    recurringPattern: null,
    recurrenceEndDate: null,
  },
};

// Six months each: the first crosses 10 March (clocks forward), the second 3 November (back).
const WINDOWS = [
  { from: new Date('2030-01-15T00:00:00Z'), to: new Date('2030-07-15T00:00:00Z') },
  { from: new Date('2030-08-01T00:00:00Z'), to: new Date('2031-02-01T00:00:00Z') },
];

const asText = (spans: Span[]) =>
  spans.map((span) => `${span.startTime.toISOString()} – ${span.endTime.toISOString()}`);

describe('occurrences in a phone calendar and in the dashboard', () => {
  it('are the same for every kind of recurring visit, across both clock changes', async () => {
    const ids = new Map<string, string>();
    for (const [name, slot] of Object.entries(SLOTS)) {
      const row = await insertSchedule(app.database.db, {
        facilityId,
        volunteerId: volunteer.person!.id,
        status: 'APPROVED',
        ...slot,
      });
      ids.set(name, row.id);
    }
    const response = await fetchFeed(app.server, await turnOnFeed(volunteer));
    const events = new Map(readFeed(response.body).events.map((event) => [event.uid, event]));

    const counts: Record<string, number[]> = {};
    for (const [name, slot] of Object.entries(SLOTS)) {
      const event = events.get(`${ids.get(name)}@localhost:3000`)!;
      counts[name] = WINDOWS.map(({ from, to }) => {
        const fromFeed = asText(expandEvent(event, from, to));
        const fromDashboard = asText(
          occurrencesBetween(
            {
              startTime: slot.startTime,
              endTime: slot.endTime,
              isRecurring: slot.isRecurring ?? false,
              recurringPattern: slot.recurringPattern ?? null,
              recurrenceEndDate: slot.recurrenceEndDate ?? null,
            },
            from,
            to,
            ZONE,
          ),
        );
        expect(fromFeed, `${name}, from ${from.toISOString()}`).toEqual(fromDashboard);
        return fromFeed.length;
      });
    }
    // The comparison is not vacuous: the windows hold the visits expected of each pattern.
    expect(counts).toEqual({
      'daily at 10:00, no end': [145, 184],
      'daily at 16:45, ending on 5 November': [0, 17],
      'weekly on Mondays at 18:30, ending on a Monday (inclusive)': [14, 0],
      'weekly on Sundays since 2029, no end': [26, 26],
      'monthly on the 31st, no end': [3, 4],
      'monthly on the 31st, ending on the 30th of May': [2, 0],
      'one-off in summer': [1, 0],
    });
  });
});
