/**
 * Who may do what with check-ins after release (product.md §3.3.2, decision 070), through the
 * real API with real sessions: admins everything; the client's assigned volunteer records,
 * reads and corrects them; other volunteers see none of them; only admins delete and export.
 * A client's timeline, which tells the check-ins too, follows the client's own rule.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { insertClient } from '../../../../tests/support/client-factory';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { ALLOWED, NULL, listedIds } from '../../../../tests/support/access-matrix';
import { describeRecordAccess } from '../../../../tests/support/record-access';

const app = useTestApp();
const [assigned] = signedInForEachTest(app, ['Volunteers']);

const today = todayIn('UTC');
const released = addDays(today, -100);

let clientId: string;
let checkInId: string;

beforeEach(async () => {
  const db = app.database.db;
  clientId = (
    await insertClient(db, {
      assignedVolunteerId: assigned.person!.id,
      incarcerated: false,
      releaseDate: released,
      currentAddress: '4 Elm Road',
    })
  ).id;
  const [row] = await db
    .insert(reentryCheckIn)
    .values({
      clientId,
      checkpoint: 'DAY_30',
      releaseDate: released,
      heldOn: addDays(released, 31),
    })
    .returning();
  checkInId = row!.id;
});

describeRecordAccess({
  app,
  type: 'ReentryCheckIn',
  table: reentryCheckIn,
  input: {
    create: () => ({ clientId, checkpoint: 'DAY_90', heldOn: today, housingStatus: 'STABLE' }),
    update: { notes: 'changed' },
  },
  reads: {
    export: () => ['query { exportReentryCheckIns { rowCount } }', {}],
    timeline: () => [
      'query($clientId: ID!) { clientTimeline(clientId: $clientId) { day kind } }',
      { clientId },
    ],
  },
  rows: (all) => ({
    volunteerAssigned: { ...all(ALLOWED), delete: 'FORBIDDEN', export: 'FORBIDDEN' },
    // The client is not theirs: the check-in is not there for them, and they cannot add one.
    volunteerOther: {
      ...all(ALLOWED),
      get: NULL,
      create: 'VALIDATION_FAILED',
      update: 'NOT_FOUND',
      delete: 'FORBIDDEN',
      export: 'FORBIDDEN',
      timeline: 'NOT_FOUND',
    },
  }),
  named: () => ({ volunteerAssigned: assigned }),
  subjectId: () => checkInId,
  // A refused check-in is not added either.
  alsoCheck: async ({ operation, expected }) => {
    if (operation === 'create' && expected !== ALLOWED) {
      expect(await app.database.db.select().from(reentryCheckIn)).toHaveLength(1);
    }
  },
});

describe('lists hold only what the subject may read', () => {
  it("admins see every check-in; a volunteer only their clients' check-ins", async () => {
    const db = app.database.db;
    const stranger = await callerAs(app.server, db, 'Volunteers');
    const strangersClient = await insertClient(db, {
      assignedVolunteerId: stranger.person!.id,
      incarcerated: false,
      releaseDate: released,
      currentAddress: '9 Oak Lane',
    });
    const [theirs] = await db
      .insert(reentryCheckIn)
      .values({ clientId: strangersClient.id, checkpoint: 'DAY_30', releaseDate: released })
      .returning();
    const ids = (caller: Caller) => listedIds(caller, 'listReentryCheckIns');
    for (const group of ['Admins', 'SuperAdmins'] as const) {
      expect(await ids(await callerAs(app.server, db, group))).toEqual(
        [checkInId, theirs!.id].sort(),
      );
    }
    expect(await ids(assigned)).toEqual([checkInId]);
    expect(await ids(stranger)).toEqual([theirs!.id]);
  });
});
