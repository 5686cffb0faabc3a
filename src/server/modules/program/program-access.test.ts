/**
 * Who may do what with programs (product.md §13), through the real API with real sessions:
 * admins everything; volunteers everything on programs they lead or created, read-only on
 * other programs at their facilities (facilities of programs they lead, and their assigned
 * facility), nothing elsewhere (NOT_FOUND, null from get).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { program } from '../../db/schema/program';
import { volunteer } from '../../db/schema/volunteer';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { insertProgram, programInput } from '../../../../tests/support/program-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  ALLOWED,
  NULL,
  expectListsHold,
  listedIds,
  rowCaller,
} from '../../../../tests/support/access-matrix';
import { describeRecordAccess } from '../../../../tests/support/record-access';

const app = useTestApp();

let facilityId: string;
let elsewhereId: string;
let owner: Caller;
let ownId: string;
let elsewhereProgramId: string;

const UPDATE = 'mutation($input: UpdateProgramInput!) { updateProgram(input: $input) { id } }';
const DELETE = 'mutation($input: DeleteProgramInput!) { deleteProgram(input: $input) { id } }';

async function subjectCaller(label: string): Promise<Caller> {
  const db = app.database.db;
  if (label === 'volunteerAtFacility') {
    const assigned = await callerAs(app.server, db, 'Volunteers');
    await db
      .update(volunteer)
      .set({ assignedFacility: facilityId })
      .where(eq(volunteer.id, assigned.person!.id));
    return assigned;
  }
  return rowCaller(app, label, { volunteerOwner: owner });
}

beforeEach(async () => {
  const db = app.database.db;
  facilityId = (await insertFacility(db)).id;
  elsewhereId = (await insertFacility(db)).id;
  owner = await callerAs(app.server, db, 'Volunteers');
  await clearVolunteerAt(db, owner.person!.id, facilityId, elsewhereId);
  const stranger = await createPerson(db, 'Volunteers', 'Stranger');
  ownId = (await insertProgram(db, { facilityId, volunteerId: owner.person!.id })).id;
  elsewhereProgramId = (
    await insertProgram(db, { facilityId: elsewhereId, volunteerId: stranger.id })
  ).id;
});

const versionOf = describeRecordAccess({
  app,
  type: 'Program',
  table: program,
  input: {
    // A volunteer's new program is led by themselves; an admin's by the owner.
    create: ({ label, caller }) =>
      programInput(
        facilityId,
        label.startsWith('volunteer') ? caller.person!.id : owner.person!.id,
      ),
    update: { location: 'Gymnasium' },
  },
  rows: (all) => ({
    volunteerOwner: all(ALLOWED),
    volunteerAtFacility: { ...all(ALLOWED), update: 'FORBIDDEN', delete: 'FORBIDDEN' },
    volunteerOther: { ...all(ALLOWED), get: NULL, update: 'NOT_FOUND', delete: 'NOT_FOUND' },
  }),
  callerFor: subjectCaller,
  // Leading is checked against the clearance rule (program-clearance.test.ts): they pass it.
  prepare: async ({ label, caller }) => {
    if (label.startsWith('volunteer')) {
      await clearVolunteerAt(app.database.db, caller.person!.id, facilityId);
    }
  },
  subjectId: () => ownId,
});

describe('lists hold only what the subject may read', () => {
  const ids = (caller: Caller) => listedIds(caller, 'listPrograms');

  it('admins see every program; volunteers their own and those at their facilities', async () => {
    await expectListsHold(
      app,
      'listPrograms',
      [ownId, elsewhereProgramId],
      [
        [owner, [ownId]],
        [await subjectCaller('volunteerAtFacility'), [ownId]],
        [await subjectCaller('volunteerOther'), []],
      ],
    );
  });

  it('leading a program at a facility opens the other programs there, read-only', async () => {
    const colleague = await callerAs(app.server, app.database.db, 'Volunteers');
    const theirs = await insertProgram(app.database.db, {
      facilityId,
      volunteerId: colleague.person!.id,
    });
    expect(await ids(colleague)).toEqual([ownId, theirs.id].sort());
    const update = await colleague.run(UPDATE, {
      input: { id: ownId, expectedVersion: 1, location: 'Gymnasium' },
    });
    expect(errorCode(update)).toBe('FORBIDDEN');
    expect(errorCode(await colleague.run(DELETE, { input: { id: ownId } }))).toBe('FORBIDDEN');
    expect(await versionOf(ownId)).toBe(1);
  });

  it('the volunteer who created a program led by someone else keeps full access to it', async () => {
    const creator = await callerAs(app.server, app.database.db, 'Volunteers');
    const created = await creator.run<{ createProgram: { id: string; volunteerId: string } }>(
      'mutation($input: CreateProgramInput!) { createProgram(input: $input) { id volunteerId } }',
      { input: programInput(elsewhereId, owner.person!.id) },
    );
    expect(created.errors).toEqual([]);
    const id = created.data!.createProgram.id;
    expect(created.data!.createProgram.volunteerId).toBe(owner.person!.id);
    const update = await creator.run(UPDATE, {
      input: { id, expectedVersion: 1, location: 'Gymnasium' },
    });
    expect(update.errors).toEqual([]);
    // The owner now leads a program at the other facility too, so they read the programs there.
    expect(await ids(owner)).toEqual([ownId, id, elsewhereProgramId].sort());
    expect((await creator.run(DELETE, { input: { id } })).errors).toEqual([]);
  });
});

describe('approval', () => {
  it('is decided by admins only: a volunteer may not approve even their own program', async () => {
    const update = await owner.run(UPDATE, {
      input: { id: ownId, expectedVersion: 1, approvalStatus: 'APPROVED' },
    });
    expect(errorCode(update)).toBe('FORBIDDEN');
    expect(update.errors[0]!.message).toBe('Only admins can change the approval of a program.');
    const create = await owner.run(
      'mutation($input: CreateProgramInput!) { createProgram(input: $input) { id } }',
      { input: programInput(facilityId, owner.person!.id, { approvalStatus: 'APPROVED' }) },
    );
    expect(errorCode(create)).toBe('FORBIDDEN');
    expect(await versionOf(ownId)).toBe(1);

    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const approved = await admin.run(UPDATE, {
      input: {
        id: ownId,
        expectedVersion: 1,
        approvalStatus: 'APPROVED',
        approvalDate: '2030-02-01',
      },
    });
    expect(approved.errors).toEqual([]);
  });
});
