/** Live incident report changes reach only those who may read the report (product.md §13). */
import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { insertIncidentReport } from '../../../../tests/support/incident-report-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, cookieFor, settle } = useLiveFeeds(app);

const UPDATE =
  'mutation($input: UpdateIncidentReportInput!) { updateIncidentReport(input: $input) { id } }';

describe('incident report subscriptions', () => {
  it("do not tell a volunteer about another volunteer's report", async () => {
    const facilityId = (await insertFacility(app.database.db)).id;
    const reporter = await createPerson(app.database.db, 'Volunteers', 'Reporter');
    const other = await createPerson(app.database.db, 'Volunteers', 'Other');
    const theirs = await insertIncidentReport(app.database.db, {
      facilityId,
      reporterId: other.id,
    });
    const mine = await insertIncidentReport(app.database.db, {
      facilityId,
      reporterId: reporter.id,
    });
    const admin = await cookieFor('Admins');
    const feed = await listen(
      'subscription { onUpdateIncidentReport { id status } }',
      await signIn(app.server, reporter.email),
    );
    await settle();

    for (const id of [theirs.id, mine.id]) {
      const result = await graphqlRequest(
        app.server,
        UPDATE,
        { input: { id, expectedVersion: 1, status: 'UNDER_REVIEW' } },
        admin,
      );
      expect(result.errors).toEqual([]);
    }
    expect(await feed.next()).toEqual({
      data: { onUpdateIncidentReport: { id: mine.id, status: 'UNDER_REVIEW' } },
    });
  });
});
