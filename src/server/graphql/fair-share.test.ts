// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Fair share for heavy requests (decision 087): reports, trends, imports and exports cost what
 * they read; one of them a request; one heavy request of an account runs at a time, two more
 * wait, the next is refused saying why; and an account's heavy requests get a share of the time.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { callerAs, errorCode } from '../../../tests/support/graphql';
import { facilitiesFile, numberedNames, runImport } from '../../../tests/support/import';
import { useTestApp } from '../../../tests/support/test-app';
import { HEAVY_ALLOWANCE_MS, HEAVY_SHARE, HEAVY_WAITING, HeavyRequests } from './heavy-requests';
import { IMPORT_ROW_COST, REPORT_DAY_COST, requestCost } from './request-cost';
import { schema } from './schema';

const app = useTestApp();

const costOf = (query: string, variableValues: Record<string, unknown> = {}) =>
  requestCost({ schema, document: parse(query), variableValues, context: {} });

const REPORT = `query($from: String!, $to: String!) {
  programmeReport(from: $from, to: $to) { from sections { key tables { rows { label cells { text } } } } }
}`;

/** A facilities file of `rows` rows, each with a name of its own. */
const facilities = (rows: number) => facilitiesFile(numberedNames('Facility ', rows));

describe('what reports, trends and imports cost', () => {
  it('costs a report its days, whatever figures it asks for, and the trends twelve months', () => {
    const year = costOf(REPORT, { from: '2025-01-01', to: '2025-12-31' });
    expect(year).toBe(365 * REPORT_DAY_COST);
    const fiveYears = costOf(REPORT, { from: '2021-01-01', to: '2025-12-31' });
    expect(fiveYears).toBe(1826 * REPORT_DAY_COST);
    expect(costOf('{ programmeReport(from: "2025-03-01", to: "2025-03-31") { from } }')).toBe(
      31 * REPORT_DAY_COST,
    );
    expect(costOf('{ programmeTrends { months { month attendees } } }')).toBe(
      365 * REPORT_DAY_COST,
    );
  });

  it('costs an import, or its dry run, its rows', () => {
    const query = `mutation($csv: String!) {
      importRecords(recordType: FACILITY, csv: $csv, mapping: [], dryRun: true) { rowCount }
    }`;
    // The header and 500 rows: the most an import may hold.
    expect(costOf(query, { csv: facilities(500) })).toBe(501 * IMPORT_ROW_COST);
    expect(costOf(query, { csv: facilities(10) })).toBe(11 * IMPORT_ROW_COST);
  });
});

describe('one report, trends, import or export a request', () => {
  it('refuses aliased programmeTrends, naming the field, and runs one', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const trends = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `t${index}: programmeTrends { months { month } }`).join(' ')} }`;
    expect(errorCode(await admin.run(trends(1)))).toBeNull();
    const two = await admin.run(trends(2));
    expect(errorCode(two)).toBe('VALIDATION_FAILED');
    expect(two.data).toBeNull();
    expect(two.errors[0]!.message).toBe(
      'A request may ask for programmeTrends only once (this one asks 2 times): a report, the trends, an import or an export is the most one request does. Send them one after another.',
    );
  });
});

describe('one heavy request of an account at a time', () => {
  it('lets two more wait their turn and refuses the next at once, saying why', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const colleague = await callerAs(app.server, app.database.db, 'Admins');
    // 70 rows: a heavy request (5,680) that takes a while, so that all four arrive together.
    const file = facilities(70);
    const [theirs, ...answers] = await Promise.all([
      // Another account's heavy request, at the same time, is not held up by this one's.
      runImport(colleague, 'facility', file, { dryRun: true }),
      ...[0, 1, 2, 3].map(() => runImport(admin, 'facility', file, { dryRun: true })),
    ]);
    expect(errorCode(theirs!)).toBeNull();
    const busy =
      'Your account already has a large request running (a report, an import, an export or a long list) and 2 more waiting after it. Wait for them to finish, then try again.';
    const refusedAtOnce = answers.filter((answer) => answer.errors[0]?.message === busy);
    expect(refusedAtOnce).toHaveLength(1);
    expect(errorCode(refusedAtOnce[0]!)).toBe('RATE_LIMITED');
    // The other three ran, one after another. (On a machine slow enough for them to spend the
    // account's share of the time, the last to wait is refused for that instead: decision 087.)
    const others = answers.filter((answer) => answer !== refusedAtOnce[0]);
    expect(others.filter((answer) => errorCode(answer) === null).length).toBeGreaterThan(0);
    for (const answer of others) {
      if (errorCode(answer) === null)
        expect(answer.data!.importRecords).toMatchObject({ rowCount: 70, problems: [] });
      else expect(answer.errors[0]!.message).toMatch(/^Your account has used its share/);
    }
  });
});

describe('an account’s heavy requests take turns and a share of the time', () => {
  function clock() {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  it('runs them one after another, in the order they came, up to two waiting', async () => {
    const time = clock();
    const heavy = new HeavyRequests(time.now);
    const started: number[] = [];
    const finishers: (() => void)[] = [];
    const run = async (index: number) => {
      const admission = await heavy.admit('alice');
      if (typeof admission !== 'function') return admission.message;
      started.push(index);
      finishers.push(admission);
      return 'ran';
    };
    const first = run(1);
    const second = run(2);
    const third = run(3);
    const fourth = await run(4);
    expect(fourth).toMatch(/^Your account already has a large request running/);
    await first;
    expect(started).toEqual([1]);
    // Another account is not held up.
    expect(typeof (await heavy.admit('bob'))).toBe('function');
    finishers[0]!();
    finishers[0]!(); // twice is harmless
    await second;
    expect(started).toEqual([1, 2]);
    finishers[1]!();
    await third;
    expect(started).toEqual([1, 2, 3]);
    expect(HEAVY_WAITING).toBe(2);
  });

  it('refuses them once they have kept the server busy beyond the share, saying when to try again', async () => {
    const time = clock();
    const heavy = new HeavyRequests(time.now);
    const admission = await heavy.admit('alice');
    if (typeof admission !== 'function') throw admission;
    // A request that ran 3 s past the whole allowance.
    time.advance(HEAVY_ALLOWANCE_MS + 3_000);
    admission();
    const refused = await heavy.admit('alice');
    if (typeof refused === 'function') throw new Error('admitted over its share');
    const seconds = Math.ceil(3_000 / HEAVY_SHARE / 1000);
    expect(refused.message).toBe(
      `Your account has used its share of the server for large requests (reports, imports, exports, long lists) for now. Try again in ${seconds} seconds.`,
    );
    expect(refused.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: seconds });
    time.advance(seconds * 1000 + 1000);
    expect(typeof (await heavy.admit('alice'))).toBe('function');
  });
});
