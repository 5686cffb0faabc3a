/**
 * What a calendar feed holds, read back with ical.js (an independent RFC 5545 parser): only the
 * volunteer's APPROVED visits, local times in the programme's zone (America/New_York here, so
 * daylight saving applies) resolved through the feed's own VTIMEZONE, recurrence rules with
 * their end, and facility names that survive escaping and folding whatever they hold.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { facility } from '../../db/schema/facility';
import type { schedule, ScheduleRow } from '../../db/schema/schedule';
import { callerAs } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { fetchFeed, readFeed, turnOnFeed } from './feed-test-helpers';

const ZONE = 'America/New_York';
const app = useTestApp({ ORG_TIMEZONE: ZONE });
const [volunteer] = signedInForEachTest(app, ['Volunteers']);
let facilityId: string;

beforeEach(async () => {
  facilityId = (
    await insertFacility(app.database.db, {
      name: 'Riverside Correctional',
      address: '100 River Road, Springfield',
      notes: 'Gate code 4471',
    })
  ).id;
});

const visit = (values: Partial<typeof schedule.$inferInsert> = {}) =>
  insertSchedule(app.database.db, {
    facilityId,
    volunteerId: volunteer.person!.id,
    status: 'APPROVED',
    notes: 'Meeting client John Doe about parole',
    ...values,
  });

/** The volunteer's feed as text, fetched the way a phone calendar would. */
async function feedText(): Promise<string> {
  const response = await fetchFeed(app.server, await turnOnFeed(volunteer));
  expect(response.statusCode).toBe(200);
  return response.body;
}

const uidOf = (row: ScheduleRow) => `${row.id}@localhost:3000`;

describe('the calendar feed', () => {
  it('describes itself as a published calendar in the programme zone', async () => {
    const { calendar } = readFeed(await feedText());
    const value = (name: string) => String(calendar.getFirstPropertyValue(name));
    expect(value('prodid')).toBe('-//Outreach Dashboard//Calendar feed//EN');
    expect(value('version')).toBe('2.0');
    expect(value('calscale')).toBe('GREGORIAN');
    expect(value('method')).toBe('PUBLISH');
    expect(value('x-wr-calname')).toBe('Outreach visits');
    expect(value('x-wr-timezone')).toBe(ZONE);
    expect(value('refresh-interval')).toBe('PT1H');
    expect(value('x-published-ttl')).toBe('PT1H');
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([ZONE]);
  });

  it('holds only the APPROVED visits of this volunteer', async () => {
    const approved = await visit();
    for (const status of ['PENDING', 'REJECTED', 'CANCELLED'] as const) await visit({ status });
    const someoneElse = await callerAs(app.server, app.database.db, 'Volunteers');
    await visit({ volunteerId: someoneElse.person!.id });
    const { events } = readFeed(await feedText());
    expect(events.map((event) => event.uid)).toEqual([uidOf(approved)]);
  });

  it('gives each visit its id, version, facility and times, and nothing else about it', async () => {
    const row = await visit({
      startTime: new Date('2030-01-15T15:00:00Z'),
      endTime: new Date('2030-01-15T17:30:00Z'),
      version: 3,
      updatedAt: new Date('2029-12-20T08:15:30Z'),
    });
    const text = await feedText();
    const [event] = readFeed(text).events;
    expect(event!.uid).toBe(uidOf(row));
    expect(event!.sequence).toBe(3);
    expect(event!.summary).toBe('Visit: Riverside Correctional');
    expect(event!.location).toBe('100 River Road, Springfield');
    expect(event!.component.getFirstPropertyValue('dtstamp')!.toString()).toBe(
      '2029-12-20T08:15:30Z',
    );
    expect(event!.startDate.toJSDate().toISOString()).toBe('2030-01-15T15:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2030-01-15T17:30:00.000Z');
    expect(event!.description).toBeNull();
    // Feeds end up in other companies' calendars: no notes, no clients, no facility notes.
    for (const secret of ['John Doe', 'parole', 'Meeting', 'Gate code']) {
      expect(text).not.toContain(secret);
    }
  });

  it('writes local times with the zone, which ical.js resolves through the VTIMEZONE', async () => {
    const winter = await visit({
      startTime: new Date('2030-01-15T15:00:00Z'),
      endTime: new Date('2030-01-15T17:00:00Z'),
    });
    const summer = await visit({
      startTime: new Date('2030-07-15T14:00:00Z'),
      endTime: new Date('2030-07-15T16:00:00Z'),
    });
    const text = await feedText();
    // 10:00 local both times: EST (-05:00) in January, EDT (-04:00) in July.
    expect(text).toContain(`DTSTART;TZID=${ZONE}:20300115T100000\r\n`);
    expect(text).toContain(`DTEND;TZID=${ZONE}:20300115T120000\r\n`);
    expect(text).toContain(`DTSTART;TZID=${ZONE}:20300715T100000\r\n`);
    const { events } = readFeed(text);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    for (const row of [winter, summer]) {
      const event = byUid.get(uidOf(row))!;
      expect(event.startDate.zone.tzid).toBe(ZONE);
      expect(event.startDate.toJSDate()).toEqual(row.startTime);
      expect(event.endDate.toJSDate()).toEqual(row.endTime);
    }
  });

  it('writes one-off visits in the repeated hour of autumn in UTC, so they keep their instant', async () => {
    // 3 Nov 2030: 01:30 happens twice in New York; these are the first (EDT) and second (EST).
    const first = await visit({
      startTime: new Date('2030-11-03T05:30:00Z'),
      endTime: new Date('2030-11-03T05:45:00Z'),
    });
    const second = await visit({
      startTime: new Date('2030-11-03T06:30:00Z'),
      endTime: new Date('2030-11-03T06:45:00Z'),
    });
    const text = await feedText();
    expect(text).toContain('DTSTART:20301103T053000Z\r\n');
    expect(text).toContain('DTSTART:20301103T063000Z\r\n');
    const byUid = new Map(readFeed(text).events.map((event) => [event.uid, event]));
    for (const row of [first, second]) {
      expect(byUid.get(uidOf(row))!.startDate.toJSDate()).toEqual(row.startTime);
    }
  });

  it('repeats recurring visits with an RRULE, ending after the last local day', async () => {
    const weekly = await visit({
      startTime: new Date('2030-03-01T15:00:00Z'),
      endTime: new Date('2030-03-01T17:00:00Z'),
      isRecurring: true,
      recurringPattern: 'WEEKLY',
      recurrenceEndDate: '2030-04-30',
    });
    const daily = await visit({
      startTime: new Date('2030-03-02T15:00:00Z'),
      endTime: new Date('2030-03-02T16:00:00Z'),
      isRecurring: true,
      recurringPattern: 'DAILY',
    });
    const byUid = new Map(readFeed(await feedText()).events.map((event) => [event.uid, event]));
    // The end of 30 April in New York (EDT) is 03:59:59 on 1 May in UTC.
    const weeklyRule = byUid.get(uidOf(weekly))!.component.getFirstPropertyValue('rrule');
    expect(weeklyRule!.toString()).toBe('FREQ=WEEKLY;UNTIL=20300501T035959Z');
    const dailyRule = byUid.get(uidOf(daily))!.component.getFirstPropertyValue('rrule');
    expect(dailyRule!.toString()).toBe('FREQ=DAILY');
  });
});

// eslint-disable-next-line no-control-regex -- the characters the feed drops
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

describe('hostile facility names and addresses', () => {
  const NAMES = [
    'St. Mary\'s, "North"; Wing\\B',
    'Line one\nLine two\r\nLine three\rend',
    // (PostgreSQL text cannot hold U+0000 at all.)
    'Control\u0001chars\u0007gone\u001b[31m\u007f',
    'Ünïcödé 日本語の施設 🕌🏥 '.repeat(12),
    `${'x'.repeat(73)}é${'y'.repeat(100)}`,
    'BEGIN:VEVENT\nSUMMARY:Injected\nEND:VEVENT',
  ];

  it.each(NAMES)('survives %j: read back exactly, lines folded at 75 octets', async (name) => {
    await app.database.db
      .update(facility)
      .set({ name, address: `${name}, Springfield; 12345` })
      .where(eq(facility.id, facilityId));
    await visit();
    const response = await fetchFeed(app.server, await turnOnFeed(volunteer));
    const { events } = readFeed(response.body);
    expect(events).toHaveLength(1);
    // Line breaks become \n; control characters are not allowed in iCalendar text.
    const readable = (text: string) => text.replace(/\r\n?/g, '\n').replace(CONTROL, '');
    expect(events[0]!.summary).toBe(readable(`Visit: ${name}`));
    expect(events[0]!.location).toBe(readable(`${name}, Springfield; 12345`));

    // Every physical line: at most 75 octets of valid UTF-8, ended by CRLF, no bare CR or LF.
    const bytes = response.rawPayload;
    expect(bytes.subarray(-2).toString()).toBe('\r\n');
    const lines = bytes.toString('latin1').split('\r\n').slice(0, -1);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      const raw = Buffer.from(line, 'latin1');
      expect(raw.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(raw)).not.toThrow();
      expect(line).not.toMatch(/[\r\n]/);
    }
  });
});
