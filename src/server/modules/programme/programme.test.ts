/** programmeTimeZone: every signed-in group reads the zone the screens show times in. */
import { describe, expect, it } from 'vitest';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';

// Not the test machine's zone: the answer must come from ORG_TIMEZONE, not from the process.
const app = useTestApp({ ORG_TIMEZONE: 'America/New_York' });
const QUERY = '{ programmeTimeZone }';

describe('programmeTimeZone', () => {
  it.each(['SuperAdmins', 'Admins', 'Volunteers', 'Clients'] as const)(
    "gives %s the programme's zone",
    async (group) => {
      const caller = await callerAs(app.server, app.database.db, group);
      const result = await caller.run<{ programmeTimeZone: string }>(QUERY);
      expect(result.errors).toEqual([]);
      expect(result.data?.programmeTimeZone).toBe('America/New_York');
    },
  );

  it('is refused to the signed out and to an account without a group', async () => {
    const signedOut = await callerAs(app.server, app.database.db, 'signedOut');
    expect(errorCode(await signedOut.run(QUERY))).toBe('UNAUTHENTICATED');
    const noGroup = await callerAs(app.server, app.database.db, null);
    expect(errorCode(await noGroup.run(QUERY))).toBe('FORBIDDEN');
  });
});
