/**
 * Check-ins after release through the real API (product.md §3.3.2, decision 070): the assigned
 * volunteer or an admin records the 30, 90 and 180-day check-ins of a released client, each once
 * per release; other volunteers neither see nor record them; a return to custody moves the client
 * back in at the facility named, and the client's History and the check-in keep what was true
 * before.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';
import { DATE_MESSAGES } from '../../../shared/domain/common/dates';
import { client } from '../../db/schema/client';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { auditEntry } from '../../db/schema/audit';
import { insertClient } from '../../../../tests/support/client-factory';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, volunteer, otherVolunteer] = signedInForEachTest(app, [
  'Admins',
  'Volunteers',
  'Volunteers',
]);

const CREATE = `mutation($input: CreateReentryCheckInInput!) {
  createReentryCheckIn(input: $input) {
    id checkpoint releaseDate heldOn housingStatus employmentStatus communitySupport
    returnedToCustody facilityId notes version
  }
}`;
const UPDATE =
  'mutation($input: UpdateReentryCheckInInput!) { updateReentryCheckIn(input: $input) { id notes housingStatus version } }';
const LIST = `query($clientId: ID!) {
  listReentryCheckIns(filter: { clientId: { eq: $clientId } }, limit: 10) { items { id checkpoint } }
}`;
const HISTORY = `query($id: ID!) {
  recordHistory(recordType: "Client", recordId: $id, limit: 50) {
    items { recordType action changes { field before after } }
  }
}`;

let clientId: string;
const today = todayIn('UTC');
const released = addDays(today, -40);

beforeEach(async () => {
  const db = app.database.db;
  clientId = (
    await insertClient(db, {
      assignedVolunteerId: volunteer.person!.id,
      incarcerated: false,
      releaseDate: released,
      currentAddress: '4 Elm Road',
      housingStatus: 'TRANSITIONAL',
    })
  ).id;
});

const record = (caller: Caller, input: Record<string, unknown>) =>
  caller.run<{ createReentryCheckIn: Record<string, unknown> }>(CREATE, {
    input: { clientId, checkpoint: 'DAY_30', heldOn: today, ...input },
  });

const fieldErrors = (result: { errors: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors[0]?.extensions?.fieldErrors;

describe('recording a check-in', () => {
  it('by the assigned volunteer: kept with the release it follows, audited', async () => {
    const result = await record(volunteer, {
      housingStatus: 'STABLE',
      employmentStatus: 'EMPLOYED_PART_TIME',
      communitySupport: ['Masjid', 'Family'],
      notes: 'Settled in well',
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.createReentryCheckIn).toMatchObject({
      checkpoint: 'DAY_30',
      releaseDate: released,
      heldOn: today,
      housingStatus: 'STABLE',
      communitySupport: ['Masjid', 'Family'],
      returnedToCustody: false,
      facilityId: null,
    });
    const audited = await app.database.db
      .select({ recordType: auditEntry.recordType })
      .from(auditEntry)
      .where(eq(auditEntry.actorId, volunteer.person!.id));
    expect(audited).toContainEqual({ recordType: 'ReentryCheckIn' });
    const list = await admin.run<{ listReentryCheckIns: { items: unknown[] } }>(LIST, { clientId });
    expect(list.data!.listReentryCheckIns.items).toHaveLength(1);
  });

  it('is dated today when its date is left out, as the API documents', async () => {
    const result = await record(volunteer, { heldOn: undefined });
    expect(result.errors).toEqual([]);
    expect(result.data!.createReentryCheckIn.heldOn).toBe(today);
  });

  it('once per point and release: a second 30-day check-in is refused, a 90-day one is not', async () => {
    expect((await record(admin, {})).errors).toEqual([]);
    const again = await record(volunteer, {});
    expect(errorCode(again)).toBe('VALIDATION_FAILED');
    expect(fieldErrors(again)).toEqual({
      checkpoint: "This client's 30-day check-in for this release is already recorded",
    });
    expect((await record(volunteer, { checkpoint: 'DAY_90' })).errors).toEqual([]);
  });

  it('other volunteers neither see nor record the check-ins of a client not theirs', async () => {
    expect((await record(volunteer, {})).errors).toEqual([]);
    const list = await otherVolunteer.run<{ listReentryCheckIns: { items: unknown[] } }>(LIST, {
      clientId,
    });
    expect(list.data!.listReentryCheckIns.items).toEqual([]);
    const refused = await record(otherVolunteer, { checkpoint: 'DAY_90' });
    expect(fieldErrors(refused)).toEqual({ clientId: 'Client not found' });
    const stored = await app.database.db
      .select()
      .from(reentryCheckIn)
      .where(eq(reentryCheckIn.clientId, clientId));
    expect(stored).toHaveLength(1);
  });

  it('refuses a client in custody, a day before the release and a day still to come', async () => {
    const inside = await insertClient(app.database.db, {
      incarcerated: true,
      releaseDate: addDays(today, 20),
      currentAddress: null,
    });
    expect(fieldErrors(await record(admin, { clientId: inside.id }))).toEqual({
      clientId:
        'Check-ins follow a release: this client is not in the community with a release date',
    });
    expect(fieldErrors(await record(admin, { heldOn: addDays(released, -1) }))).toEqual({
      heldOn: 'Check-in date cannot be before the release date',
    });
    expect(fieldErrors(await record(admin, { heldOn: addDays(today, 1) }))).toEqual({
      heldOn: 'Check-in date cannot be in the future',
    });
    expect(fieldErrors(await record(admin, { heldOn: 'soon' }))).toEqual({
      heldOn: DATE_MESSAGES.invalidDate,
    });
    expect(await app.database.db.select().from(reentryCheckIn)).toEqual([]);
  });

  it('lets the volunteer correct the answers later, not which check-in it was', async () => {
    const created = (await record(volunteer, {})).data!.createReentryCheckIn;
    const result = await volunteer.run<{ updateReentryCheckIn: Record<string, unknown> }>(UPDATE, {
      input: {
        id: created.id,
        expectedVersion: 1,
        notes: 'Moved to a flat',
        housingStatus: 'STABLE',
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateReentryCheckIn).toMatchObject({
      notes: 'Moved to a flat',
      version: 2,
    });
    const fixed = await volunteer.run(UPDATE, {
      input: { id: created.id, expectedVersion: 2, checkpoint: 'DAY_90' },
    });
    expect(fixed.errors).not.toEqual([]);
  });
});

describe('returned to custody', () => {
  it('needs the facility; nothing is saved without it', async () => {
    const result = await record(volunteer, { returnedToCustody: true });
    expect(fieldErrors(result)).toEqual({
      facilityId: 'Facility is required when the client returned to custody',
    });
    const [stored] = await app.database.db.select().from(client).where(eq(client.id, clientId));
    expect(stored!.incarcerated).toBe(false);
  });

  it('moves the client back in at the facility, keeping the earlier release and answers in history', async () => {
    const facility = await insertFacility(app.database.db);
    const result = await record(volunteer, {
      checkpoint: 'DAY_90',
      returnedToCustody: true,
      facilityId: facility.id,
      housingStatus: 'HOMELESS',
      notes: 'Recalled on licence',
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.createReentryCheckIn).toMatchObject({
      releaseDate: released,
      housingStatus: 'HOMELESS',
      returnedToCustody: true,
      facilityId: facility.id,
    });

    const [stored] = await app.database.db.select().from(client).where(eq(client.id, clientId));
    expect(stored).toMatchObject({
      incarcerated: true,
      facilityId: facility.id,
      releaseDate: null,
      currentAddress: null,
      housingStatus: null,
    });

    const history = await admin.run<{
      recordHistory: {
        items: {
          recordType: string;
          action: string;
          changes: { field: string; before: string | null; after: string | null }[];
        }[];
      };
    }>(HISTORY, { id: clientId });
    expect(history.errors).toEqual([]);
    const items = history.data!.recordHistory.items;
    expect(items.map((item) => item.recordType)).toEqual(
      expect.arrayContaining(['Client', 'ReentryCheckIn']),
    );
    const move = items.find((item) => item.recordType === 'Client' && item.action === 'UPDATE')!;
    expect(move.changes).toEqual(
      expect.arrayContaining([
        { field: 'incarcerated', before: 'false', after: 'true' },
        { field: 'releaseDate', before: JSON.stringify(released), after: 'null' },
        { field: 'currentAddress', before: JSON.stringify('4 Elm Road'), after: 'null' },
      ]),
    );

    // Released again: the new release has check-ins of its own.
    await app.database.db
      .update(client)
      .set({ incarcerated: false, facilityId: null, releaseDate: addDays(today, -31) })
      .where(eq(client.id, clientId));
    expect((await record(volunteer, { checkpoint: 'DAY_90' })).errors).toEqual([]);
  });
});

describe('a deleted client', () => {
  it('takes its check-ins along, each audited', async () => {
    expect((await record(admin, {})).errors).toEqual([]);
    const deleted = await admin.run(
      'mutation($id: ID!) { deleteClient(input: { id: $id }) { id } }',
      {
        id: clientId,
      },
    );
    expect(deleted.errors).toEqual([]);
    expect(await app.database.db.select().from(reentryCheckIn)).toEqual([]);
    const removed = await app.database.db
      .select({ action: auditEntry.action })
      .from(auditEntry)
      .where(eq(auditEntry.recordType, 'ReentryCheckIn'));
    expect(removed.map((entry) => entry.action).sort()).toEqual(['CREATE', 'DELETE']);
  });
});

describe('the check-ins export', () => {
  it("gives admins every check-in's answers with the client's name, and volunteers nothing", async () => {
    expect(
      (await record(volunteer, { housingStatus: 'STABLE', communitySupport: ['Masjid', 'Family'] }))
        .errors,
    ).toEqual([]);
    const exported = await admin.run<{
      exportReentryCheckIns: { fileName: string; rowCount: number; csv: string };
    }>('{ exportReentryCheckIns { fileName rowCount csv } }');
    expect(exported.errors).toEqual([]);
    const file = exported.data!.exportReentryCheckIns;
    expect(file.fileName).toBe(`check-ins-${today}.csv`);
    expect(file.rowCount).toBe(1);
    const [header, row] = file.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header!.split(',').slice(0, 6)).toEqual([
      'Client',
      'Client name',
      'Check-in',
      'Release date',
      'Check-in date',
      'Housing status',
    ]);
    const [stored] = await app.database.db.select().from(client).where(eq(client.id, clientId));
    // The client by their client ID, which another installation knows them by, and their name.
    expect(row).toContain(
      `${stored!.clientId},${stored!.preferredName},Day 30,${released},${today},Stable`,
    );
    expect(row).not.toContain(clientId);
    expect(row).toContain('Masjid; Family');
    expect(errorCode(await volunteer.run('{ exportReentryCheckIns { rowCount } }'))).toBe(
      'FORBIDDEN',
    );
  });
});
