/**
 * Volunteers' clearances at facilities (product.md §3.2.1) through the real API with real sessions:
 * admins record and change them, audited; a volunteer reads their own only; one per volunteer and
 * facility; the expiry on or after the granted date; they go with the volunteer.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { volunteerClearance } from '../../db/schema/volunteer-clearance';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, volunteer, other] = signedInForEachTest(app, ['Admins', 'Volunteers', 'Volunteers']);

const FIELDS = 'id volunteerId facilityId status grantedOn expiresOn reference notes version';
const CREATE = `mutation($input: CreateVolunteerClearanceInput!) { createVolunteerClearance(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateVolunteerClearanceInput!) { updateVolunteerClearance(input: $input) { ${FIELDS} } }`;
const LIST = `query { listVolunteerClearances { items { ${FIELDS} } } }`;
const DELETE_VOLUNTEER =
  'mutation($input: DeleteVolunteerInput!) { deleteVolunteer(input: $input) { id } }';

interface Clearance {
  id: string;
  volunteerId: string;
  facilityId: string;
  status: string;
  grantedOn: string | null;
  expiresOn: string | null;
  reference: string | null;
  version: number;
}

let springfieldId: string;
let riversideId: string;

beforeEach(async () => {
  const db = app.database.db;
  springfieldId = (await insertFacility(db, { name: 'Springfield State Prison' })).id;
  riversideId = (await insertFacility(db, { name: 'Riverside County Jail' })).id;
});

async function record(
  caller: Caller,
  input: Record<string, unknown>,
): Promise<{
  clearance?: Clearance;
  code: string | null;
  message?: string;
  fields?: Record<string, string>;
}> {
  const result = await caller.run<{ createVolunteerClearance: Clearance }>(CREATE, { input });
  return {
    clearance: result.data?.createVolunteerClearance,
    code: errorCode(result),
    message: result.errors?.[0]?.message,
    fields: result.errors?.[0]?.extensions?.fieldErrors,
  };
}

const approvedAtSpringfield = (volunteerId: string) => ({
  volunteerId,
  facilityId: springfieldId,
  status: 'APPROVED',
  grantedOn: '2026-01-05',
  expiresOn: '2026-10-01',
  reference: 'BADGE-0042',
});

describe('recording a clearance', () => {
  it('is saved by an admin and put on the audit trail', async () => {
    const { clearance, code } = await record(admin, approvedAtSpringfield(volunteer.person!.id));
    expect(code).toBeNull();
    expect(clearance).toMatchObject({
      status: 'APPROVED',
      grantedOn: '2026-01-05',
      expiresOn: '2026-10-01',
      reference: 'BADGE-0042',
      version: 1,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(
        and(
          eq(auditEntry.recordType, 'VolunteerClearance'),
          eq(auditEntry.recordId, clearance!.id),
        ),
      );
    expect(entry).toMatchObject({ action: 'CREATE', actorId: admin.person!.id });
    expect(entry!.changes).toMatchObject({ expiresOn: { before: null, after: '2026-10-01' } });
  });

  it('is refused to a volunteer, even for themselves, and nothing is saved', async () => {
    const { code } = await record(volunteer, approvedAtSpringfield(volunteer.person!.id));
    expect(code).toBe('FORBIDDEN');
    expect(await app.database.db.select().from(volunteerClearance)).toHaveLength(0);
  });

  it('refuses a second clearance at the same facility, naming the facility field', async () => {
    await record(admin, approvedAtSpringfield(volunteer.person!.id));
    const second = await record(admin, { ...approvedAtSpringfield(volunteer.person!.id) });
    expect(second.code).toBe('VALIDATION_FAILED');
    expect(second.fields).toEqual({
      facilityId: 'This volunteer already has a clearance for that facility',
    });
    const elsewhere = await record(admin, {
      ...approvedAtSpringfield(volunteer.person!.id),
      facilityId: riversideId,
    });
    expect(elsewhere.code).toBeNull();
  });

  it('refuses an expiry before the granted date, and unknown volunteers and facilities', async () => {
    const backwards = await record(admin, {
      ...approvedAtSpringfield(volunteer.person!.id),
      expiresOn: '2025-12-31',
    });
    expect(backwards.fields).toEqual({
      expiresOn: 'Expiry date must be on or after the granted date',
    });
    const nobody = await record(admin, approvedAtSpringfield('no-such-volunteer'));
    expect(nobody.fields).toEqual({ volunteerId: 'Volunteer not found' });
    const nowhere = await record(admin, {
      ...approvedAtSpringfield(volunteer.person!.id),
      facilityId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nowhere.fields).toEqual({ facilityId: 'Facility not found' });
    expect(await app.database.db.select().from(volunteerClearance)).toHaveLength(0);
  });

  it('is changed by an admin (renewed), the change audited, and not by the volunteer', async () => {
    const { clearance } = await record(admin, approvedAtSpringfield(volunteer.person!.id));
    const refused = await volunteer.run(UPDATE, {
      input: { id: clearance!.id, expectedVersion: 1, expiresOn: '2030-01-01' },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const renewed = await admin.run<{ updateVolunteerClearance: Clearance }>(UPDATE, {
      input: { id: clearance!.id, expectedVersion: 1, expiresOn: '2027-10-01' },
    });
    expect(renewed.data!.updateVolunteerClearance).toMatchObject({
      expiresOn: '2027-10-01',
      version: 2,
    });
    const entries = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, clearance!.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['CREATE', 'UPDATE']);
  });
});

describe('reading clearances', () => {
  it('shows an admin every clearance and a volunteer only their own', async () => {
    const mine = (await record(admin, approvedAtSpringfield(volunteer.person!.id))).clearance!;
    const theirs = (await record(admin, approvedAtSpringfield(other.person!.id))).clearance!;
    const ids = async (caller: Caller) =>
      (await caller.run<{ listVolunteerClearances: { items: Clearance[] } }>(LIST))
        .data!.listVolunteerClearances.items.map((each) => each.id)
        .sort();
    expect(await ids(admin)).toEqual([mine.id, theirs.id].sort());
    expect(await ids(volunteer)).toEqual([mine.id]);
    const peek = await volunteer.run<{ getVolunteerClearance: Clearance | null }>(
      'query($id: ID!) { getVolunteerClearance(id: $id) { id } }',
      { id: theirs.id },
    );
    expect(peek.data?.getVolunteerClearance ?? null).toBeNull();
  });
});

describe('deleting a volunteer', () => {
  it('removes their clearances with them, each on the audit trail', async () => {
    const { clearance } = await record(admin, approvedAtSpringfield(volunteer.person!.id));
    const deleted = await admin.run(DELETE_VOLUNTEER, { input: { id: volunteer.person!.id } });
    expect(errorCode(deleted)).toBeNull();
    expect(await app.database.db.select().from(volunteerClearance)).toHaveLength(0);
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.recordId, clearance!.id), eq(auditEntry.action, 'DELETE')));
    expect(entry).toBeDefined();
  });
});

describe("the volunteers list's clearance expiry", () => {
  const LIST_VOLUNTEERS = `query { listVolunteers(sortBy: CLEARANCE_EXPIRATION, sortDirection: ASC) {
    items { id clearanceExpiresOn } } }`;

  it('is the earliest expiry of the approved clearances, sorts the list, and is private', async () => {
    const mine = volunteer.person!.id;
    const theirs = other.person!.id;
    await record(admin, { ...approvedAtSpringfield(mine), expiresOn: '2027-05-01' });
    await record(admin, {
      ...approvedAtSpringfield(mine),
      facilityId: riversideId,
      expiresOn: '2026-12-01',
    });
    await record(admin, { ...approvedAtSpringfield(theirs), expiresOn: '2026-11-30' });
    // Revoked: it clears no one, so its expiry is not the next one.
    await record(admin, {
      ...approvedAtSpringfield(theirs),
      facilityId: riversideId,
      status: 'REVOKED',
      expiresOn: '2026-01-01',
    });

    type Items = { listVolunteers: { items: { id: string; clearanceExpiresOn: string | null }[] } };
    const seen = (await admin.run<Items>(LIST_VOLUNTEERS)).data!.listVolunteers.items;
    expect(seen.filter((row) => row.id === mine || row.id === theirs)).toEqual([
      { id: theirs, clearanceExpiresOn: '2026-11-30' },
      { id: mine, clearanceExpiresOn: '2026-12-01' },
    ]);
    const asVolunteer = (await volunteer.run<Items>(LIST_VOLUNTEERS)).data!.listVolunteers.items;
    const byId = new Map(asVolunteer.map((row) => [row.id, row.clearanceExpiresOn]));
    expect(byId.get(mine)).toBe('2026-12-01');
    expect(byId.get(theirs) ?? null).toBeNull();
  });
});
