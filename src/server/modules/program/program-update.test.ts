/** updateProgram and deleteProgram (product.md §2.7, §4.3, §5.5, §7.2). */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { program } from '../../db/schema/program';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertProgram } from '../../../../tests/support/program-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id volunteerId facilityId title status attendees newAttendees feedback approvalStatus
  approvalDate materialRequested followUpNeeded followUpNotes version`;
const UPDATE = `mutation($input: UpdateProgramInput!) { updateProgram(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($input: DeleteProgramInput!) { deleteProgram(input: $input) { id } }`;

interface ProgramResult {
  id: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
const [lead, admin] = signedInForEachTest(app, ['Volunteers', 'Admins']);
let facilityId: string;
let programId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
  // Approving places the lead there (program-clearance.test.ts has the rule).
  await clearVolunteerAt(app.database.db, lead.person!.id, facilityId);
  programId = (
    await insertProgram(app.database.db, {
      facilityId,
      volunteerId: lead.person!.id,
      title: 'Quran Class',
    })
  ).id;
});

async function stored() {
  const [row] = await app.database.db.select().from(program).where(eq(program.id, programId));
  return row;
}

const update = (caller: Caller, fields: Record<string, unknown>, expectedVersion = 1) =>
  caller.run<{ updateProgram: ProgramResult }>(UPDATE, {
    input: { id: programId, expectedVersion, ...fields },
  });

describe('updateProgram', () => {
  it('records attendance and feedback after the program, keeping what was not sent', async () => {
    const result = await update(lead, {
      status: 'COMPLETED',
      attendees: 12,
      newAttendees: 3,
      feedback: '  Good questions about prayer  ',
      materialRequested: ['Qurans', ' '],
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateProgram).toMatchObject({
      title: 'Quran Class',
      status: 'COMPLETED',
      attendees: 12,
      newAttendees: 3,
      materialRequested: ['Qurans'],
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    expect(entry).toMatchObject({ recordType: 'Program', actorId: lead.person!.id });
    expect(entry!.changes.attendees).toEqual({ before: 0, after: 12 });
  });

  it('never counts more new attendees than attendees, and changes nothing then', async () => {
    const before = await stored();
    const result = await update(lead, { attendees: 2, newAttendees: 5 });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      newAttendees: 'New attendees cannot exceed total attendees',
    });
    const negative = await update(lead, { attendees: -1, newAttendees: -2 });
    expect(errorCode(negative)).toBe('VALIDATION_FAILED');
    expect(negative.errors[0]!.extensions!.fieldErrors).toEqual({
      attendees: 'Total attendees cannot be negative',
      newAttendees: 'New attendees cannot be negative',
    });
    const cleared = await update(admin, { status: null, approvalStatus: null });
    expect(cleared.errors[0]!.extensions!.fieldErrors).toEqual({
      status: 'Status is required',
      approvalStatus: 'Approval status is required',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a lead or facility that does not exist', async () => {
    const volunteerResult = await update(admin, { volunteerId: 'nobody' });
    expect(volunteerResult.errors[0]!.extensions!.fieldErrors).toEqual({
      volunteerId: 'Volunteer not found',
    });
    const facilityResult = await update(admin, { facilityId: crypto.randomUUID() });
    expect(facilityResult.errors[0]!.extensions!.fieldErrors).toEqual({
      facilityId: 'Facility not found',
    });
    expect((await stored())!.version).toBe(1);
  });

  it('lets admins approve, with the approval date', async () => {
    const result = await update(admin, { approvalStatus: 'APPROVED', approvalDate: '2030-02-01' });
    expect(result.data!.updateProgram).toMatchObject({
      approvalStatus: 'APPROVED',
      approvalDate: '2030-02-01',
    });
    // The lead may resend the approval as it stands (a whole form) without changing it.
    const resend = await update(lead, { approvalStatus: 'APPROVED', title: 'Renamed' }, 2);
    expect(resend.errors).toEqual([]);
  });

  it('refuses a stale version with CONFLICT, and a missing id with NOT_FOUND', async () => {
    expect((await update(lead, { title: 'First' })).errors).toEqual([]);
    const stale = await update(lead, { title: 'Second' });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect((await stored())!.title).toBe('First');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await admin.run(UPDATE, { input: { id, expectedVersion: 1, title: 'x' } });
      expect(errorCode(result)).toBe('NOT_FOUND');
    }
  });
});

describe('deleteProgram', () => {
  it('lets the lead delete their program; the audit trail stays', async () => {
    expect((await lead.run(DELETE, { input: { id: programId } })).errors).toEqual([]);
    expect(await stored()).toBeUndefined();
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, programId));
    expect(entry).toMatchObject({ action: 'DELETE', actorId: lead.person!.id });
    expect(errorCode(await admin.run(DELETE, { input: { id: programId } }))).toBe('NOT_FOUND');
  });
});
