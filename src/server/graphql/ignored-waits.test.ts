/**
 * A sign-in that keeps sending large requests during the wait its refusal named is answered at
 * the door, before its body is read, until the wait ends (decision 091); a person who retries once
 * or twice too early, and everyone else, is answered as usual.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { callerAs, errorCode, graphqlRequest } from '../../../tests/support/graphql';
import { createPerson, signIn } from '../../../tests/support/people';
import { TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';
import { IGNORED_BEFORE_DOOR, IgnoredWaits } from './ignored-waits';
import { LARGE_REQUEST_COST, LARGE_REQUESTS_PER_MINUTE } from './large-request-limit';
import { requestCost } from './request-cost';
import { schema } from './schema';

const app = useTestApp();

const LARGE = '{ listAuditEntries(limit: 1000) { items { id changes { field before after } } } }';
const LIGHT = '{ listFacilities(limit: 5) { items { id } } }';

describe('a sign-in that ignores the wait it was given', () => {
  it('is answered at the door until the wait ends; others and its light requests before that are not', async () => {
    const cost = requestCost({ schema, document: parse(LARGE), variableValues: {}, context: {} });
    expect(cost).toBeGreaterThan(LARGE_REQUEST_COST);
    // A script signed in as an admin, sending what it likes.
    const cookie = await signIn(app.server, (await createPerson(app.database.db, 'Admins')).email);
    const script = { run: (query: string) => graphqlRequest(app.server, query, {}, cookie) };
    const person = await callerAs(app.server, app.database.db, 'Admins');

    for (let request = 0; request < LARGE_REQUESTS_PER_MINUTE; request += 1)
      expect(errorCode(await script.run(LARGE))).toBeNull();
    const refused = await script.run(LARGE);
    expect(refused.status).toBe(200);
    expect(errorCode(refused)).toBe('RATE_LIMITED');

    // Retrying too early a few times: refused as before, light requests still answered.
    for (let retry = 0; retry < IGNORED_BEFORE_DOOR; retry += 1) {
      expect(errorCode(await script.run(LARGE))).toBe('RATE_LIMITED');
      expect(errorCode(await script.run(LIGHT))).toBeNull();
    }
    const onceMore = await script.run(LARGE);
    expect([onceMore.status, errorCode(onceMore)]).toEqual([200, 'RATE_LIMITED']);

    // Now every request of that sign-in is answered at the door, light ones too, before its body
    // is read: a body that is not even JSON gets the same answer.
    const light = await script.run(LIGHT);
    expect(light.status).toBe(429);
    expect(errorCode(light)).toBe('RATE_LIMITED');
    expect(light.errors[0]!.message).toMatch(
      /^This sign-in kept sending large requests after being asked to wait, so nothing it sends is answered for now\. Try again in \d+ seconds?\.$/,
    );
    const unread = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, cookie },
      payload: '{ not json',
    });
    expect(unread.statusCode).toBe(429);
    expect(Number(unread.headers['retry-after'])).toBeGreaterThan(0);

    // Another person of the same group is answered as usual.
    expect(errorCode(await person.run(LIGHT))).toBeNull();
    expect(errorCode(await person.run(LARGE))).toBeNull();
  });
});

describe('the wait at the door', () => {
  function clock() {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  it('ends when the named wait ends, however many requests came meanwhile', () => {
    const time = clock();
    const waits = new IgnoredWaits(time.now);
    waits.refused('alice', 10);
    for (let ignored = 0; ignored <= IGNORED_BEFORE_DOOR; ignored += 1) {
      expect(waits.atTheDoor('alice')).toBeNull();
      waits.arrived('alice');
    }
    time.advance(4_000);
    expect(waits.atTheDoor('alice')?.extensions).toMatchObject({ retryAfterSeconds: 6 });
    for (let more = 0; more < 50; more += 1) waits.arrived('alice');
    time.advance(6_000);
    expect(waits.atTheDoor('alice')).toBeNull();
    // A later refusal starts the count again.
    waits.refused('alice', 10);
    waits.arrived('alice');
    expect(waits.atTheDoor('alice')).toBeNull();
    expect(waits.atTheDoor('bob')).toBeNull();
  });

  it('never holds a request without cookies', () => {
    const waits = new IgnoredWaits(() => 0);
    waits.refused(undefined, 10);
    for (let ignored = 0; ignored < 5; ignored += 1) waits.arrived(undefined);
    expect(waits.atTheDoor(undefined)).toBeNull();
  });
});
