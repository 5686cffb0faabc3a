import { describe, expect, it } from 'vitest';
import { todayIn } from '../../../shared/domain/common/calendar';
import { adminInput } from '../../../../tests/support/admin-factory';
import { callerAs } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';

// The two zones are 25 hours apart: their "today" is never the same date.
const EARLIEST = 'Pacific/Kiritimati';
const LATEST = 'Pacific/Pago_Pago';
const appEarliest = useTestApp({ ORG_TIMEZONE: EARLIEST });
const appLatest = useTestApp({ ORG_TIMEZONE: LATEST });

const CREATE = `mutation($input: CreateAdminInput!) { createAdmin(input: $input) { dateJoined } }`;

describe('date defaults', () => {
  it("fill a date left out with today in the programme's time zone, not the server's", async () => {
    const joined: string[] = [];
    for (const app of [appEarliest, appLatest]) {
      const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
      const { dateJoined: _left, ...input } = adminInput();
      const result = await superAdmin.run<{ createAdmin: { dateJoined: string } }>(CREATE, {
        input,
      });
      expect(result.errors).toEqual([]);
      joined.push(result.data!.createAdmin.dateJoined);
    }
    expect(joined).toEqual([todayIn(EARLIEST), todayIn(LATEST)]);
    expect(joined[0]).not.toEqual(joined[1]);
  });
});
