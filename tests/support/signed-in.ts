/**
 * People signed in afresh for each test, declared once at the top of a test file instead of a
 * `let` per person and a beforeEach assigning each: every test gets new people (the database is
 * emptied between tests), made in the order the groups are given.
 */
import { beforeEach } from 'vitest';
import { callerAs, type Caller } from './graphql';
import type { Group } from '../../src/shared/permissions';
import type { TestApp } from './test-app';

/**
 * One caller per group, each standing for the person of that group signed in before the
 * current test (registered as a beforeEach where this is called; use it after useTestApp).
 */
export function signedInForEachTest<const Groups extends readonly Group[]>(
  app: TestApp,
  groups: Groups,
): { [Index in keyof Groups]: Caller } {
  const current: Caller[] = [];
  beforeEach(async () => {
    current.length = 0;
    for (const group of groups) current.push(await callerAs(app.server, app.database.db, group));
  });
  const callers = groups.map((_group, index): Caller => ({
    get person() {
      return current[index]!.person;
    },
    run(query, variables) {
      return current[index]!.run(query, variables);
    },
  }));
  return callers as { [Index in keyof Groups]: Caller };
}
