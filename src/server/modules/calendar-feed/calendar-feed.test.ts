/**
 * The private calendar feed link (product.md §12, decision 012) through the real API and real HTTP:
 * volunteers turn it on, see it again, make a new one or turn it off; the link works with no
 * session and no Origin, and every bad, old or forged link is the same bare 404.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';
import { calendarFeed } from '../../db/schema/calendar-feed';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { TEST_BASE_URL, useTestApp } from '../../../../tests/support/test-app';
import {
  CREATE_FEED,
  MY_FEED,
  TURN_OFF_FEED,
  fetchFeed,
  turnOnFeed,
  type FeedLink,
} from './feed-test-helpers';

const app = useTestApp();
const [volunteer] = signedInForEachTest(app, ['Volunteers']);

const LINK = new RegExp(
  `^${TEST_BASE_URL.replace(/[.:/]/g, '\\$&')}/calendar/([A-Za-z0-9_-]{24})\\.([A-Za-z0-9_-]{32})\\.ics$`,
);
const NOT_FOUND_BODY = { code: 'NOT_FOUND', message: 'Not found' };

async function myFeed(caller: Caller) {
  const result = await caller.run<{ myCalendarFeed: FeedLink | null }>(MY_FEED);
  expect(result.errors).toEqual([]);
  return result.data!.myCalendarFeed;
}

async function expectGone(url: string) {
  const response = await fetchFeed(app.server, url);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual(NOT_FOUND_BODY);
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('the calendar feed link', () => {
  it('is off at first; turned on it has a signed link that can be shown again', async () => {
    expect(await myFeed(volunteer)).toBeNull();
    const before = Date.now();
    const created = await volunteer.run<{ createCalendarFeed: FeedLink }>(CREATE_FEED);
    const after = Date.now();
    expect(created.errors).toEqual([]);
    const { url, createdAt } = created.data!.createCalendarFeed;
    expect(url).toMatch(LINK);
    // Made by this request: stamped while it ran.
    expect(Date.parse(createdAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(createdAt)).toBeLessThanOrEqual(after);
    expect(await myFeed(volunteer)).toEqual({ url, createdAt });

    // The row holds the feed id only: the signature that completes the link is not stored.
    const [row] = await app.database.db.select().from(calendarFeed);
    const [, feedId, signature] = LINK.exec(url)!;
    expect(row).toMatchObject({ volunteerId: volunteer.person!.id, feedId });
    expect(JSON.stringify(row)).not.toContain(signature);
  });

  it('serves the calendar to a request with no session and no Origin, privately', async () => {
    const url = await turnOnFeed(volunteer);
    const response = await fetchFeed(app.server, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // The app-wide rate limit covers the feed too.
    expect(response.headers['x-ratelimit-limit']).toBe('1200');
    const head = await app.server.inject({ method: 'HEAD', url: new URL(url).pathname });
    expect(head.statusCode).toBe(200);
  });

  it('a new link replaces the old one, which stops working at once', async () => {
    const first = await turnOnFeed(volunteer);
    const second = await turnOnFeed(volunteer);
    expect(second).not.toBe(first);
    await expectGone(first);
    expect((await fetchFeed(app.server, second)).statusCode).toBe(200);
    expect((await myFeed(volunteer))!.url).toBe(second);
  });

  it('turned off, the link stops working; turning it off again says it was off', async () => {
    const url = await turnOnFeed(volunteer);
    expect((await volunteer.run(TURN_OFF_FEED)).data).toEqual({ turnOffCalendarFeed: true });
    await expectGone(url);
    expect(await myFeed(volunteer)).toBeNull();
    expect((await volunteer.run(TURN_OFF_FEED)).data).toEqual({ turnOffCalendarFeed: false });
    expect(await app.database.db.select().from(calendarFeed)).toEqual([]);
  });

  it('refuses forged, altered, borrowed and malformed links with the same 404', async () => {
    const url = await turnOnFeed(volunteer);
    const other = await callerAs(app.server, app.database.db, 'Volunteers');
    const othersUrl = await turnOnFeed(other);
    const [, feedId, signature] = LINK.exec(url)!;
    const [, othersFeedId] = LINK.exec(othersUrl)!;
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const otherSecret = crypto
      .createHmac('sha256', 'some-other-secret-that-is-long-enough-0123456789')
      .update(`calendar-feed:${feedId}`)
      .digest('base64url')
      .slice(0, 32);
    const base = `${TEST_BASE_URL}/calendar/`;
    for (const forged of [
      `${base}${feedId}.${flipped}.ics`,
      `${base}${feedId}.${otherSecret}.ics`,
      `${base}${othersFeedId}.${signature}.ics`,
      `${base}${feedId}.${signature}`,
      `${base}${feedId}.${signature}.ics.ics`,
      `${base}${feedId}.${signature!.slice(0, 31)}.ics`,
      `${base}${feedId}.ics`,
      `${base}x.ics`,
      `${base}${'A'.repeat(49)}.${signature}.ics`,
      `${base}..%2F..%2Fetc%2Fpasswd`,
    ]) {
      await expectGone(forged);
    }
    // Fastify refuses an overlong address before it reaches the route.
    const overlong = await fetchFeed(app.server, `${base}${'A'.repeat(2000)}.${signature}.ics`);
    expect(overlong.statusCode).toBe(414);
  });

  it('stops working when the account is disabled or leaves the Volunteers group', async () => {
    const url = await turnOnFeed(volunteer);
    const account = eq(user.id, volunteer.person!.id);
    await app.database.db.update(user).set({ disabled: true }).where(account);
    await expectGone(url);
    await app.database.db.update(user).set({ disabled: false, group: 'Clients' }).where(account);
    await expectGone(url);
    await app.database.db.update(user).set({ group: 'Volunteers' }).where(account);
    expect((await fetchFeed(app.server, url)).statusCode).toBe(200);
  });

  it('audits turning it on, making a new link and turning it off, without the feed id', async () => {
    await turnOnFeed(volunteer);
    await turnOnFeed(volunteer);
    await volunteer.run(TURN_OFF_FEED);
    const entries = await app.database.db
      .select()
      .from(auditEntry)
      .where(
        and(
          eq(auditEntry.recordType, 'CalendarFeed'),
          eq(auditEntry.recordId, volunteer.person!.id),
        ),
      )
      .orderBy(auditEntry.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['CREATE', volunteer.person!.id],
      ['UPDATE', volunteer.person!.id],
      ['DELETE', volunteer.person!.id],
    ]);
    expect(Object.keys(entries[1]!.changes)).toEqual(['linkCreatedAt']);
    for (const entry of entries) {
      expect(Object.keys(entry.snapshot).sort()).toEqual(['linkCreatedAt', 'volunteerId']);
    }
  });
});

describe('who may use it', () => {
  it.each(['SuperAdmins', 'Admins', 'Clients'] as const)(
    '%s may not read, make or turn off a feed',
    async (group) => {
      const caller = await callerAs(app.server, app.database.db, group);
      for (const operation of [MY_FEED, CREATE_FEED, TURN_OFF_FEED]) {
        const result = await caller.run(operation);
        expect(errorCode(result)).toBe('FORBIDDEN');
        expect(Object.values(result.data ?? {})).toEqual(result.data ? [null] : []);
      }
      expect(await app.database.db.select().from(calendarFeed)).toEqual([]);
    },
  );

  it('signed out, every operation is UNAUTHENTICATED', async () => {
    const signedOut = await callerAs(app.server, app.database.db, 'signedOut');
    for (const operation of [MY_FEED, CREATE_FEED, TURN_OFF_FEED]) {
      expect(errorCode(await signedOut.run(operation))).toBe('UNAUTHENTICATED');
    }
  });

  it("a volunteer only ever sees and changes their own feed, never another's", async () => {
    const other = await callerAs(app.server, app.database.db, 'Volunteers');
    const othersUrl = await turnOnFeed(other);
    expect(await myFeed(volunteer)).toBeNull();
    expect((await volunteer.run(TURN_OFF_FEED)).data).toEqual({ turnOffCalendarFeed: false });
    expect((await fetchFeed(app.server, othersUrl)).statusCode).toBe(200);
    expect((await myFeed(other))!.url).toBe(othersUrl);
  });
});
