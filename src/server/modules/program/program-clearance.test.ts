/**
 * The clearance rule on programs (product.md §3.2.1): creating a program places its lead at its
 * facility on its date, and so does approving it or changing its lead, facility or date. Refused
 * for each missing condition; an admin may go ahead with a reason, kept on the program and in its
 * audit entry.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { program } from '../../db/schema/program';
import { volunteer as volunteerTable } from '../../db/schema/volunteer';
import { volunteerClearance } from '../../db/schema/volunteer-clearance';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { insertProgram, programInput } from '../../../../tests/support/program-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = 'id approvalStatus date version clearanceOverrideReason clearanceOverrideMissing';
const CREATE = `mutation($input: CreateProgramInput!) { createProgram(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateProgramInput!) { updateProgram(input: $input) { ${FIELDS} } }`;

interface ProgramResult {
  id: string;
  version: number;
  clearanceOverrideReason: string | null;
  clearanceOverrideMissing: string | null;
}

const app = useTestApp();
const [lead, admin] = signedInForEachTest(app, ['Volunteers', 'Admins']);
let facilityId: string;

const db = () => app.database.db;
const leadId = () => lead.person!.id;

beforeEach(async () => {
  facilityId = (await insertFacility(db(), { name: 'Springfield State Prison' })).id;
  await clearVolunteerAt(db(), leadId(), facilityId);
  // programInput's date is 2030-03-01.
  await db()
    .update(volunteerClearance)
    .set({ grantedOn: '2030-01-01', expiresOn: '2030-03-15' })
    .where(eq(volunteerClearance.volunteerId, leadId()));
});

const programCount = async () => (await db().select({ id: program.id }).from(program)).length;

const MISSING: [string, () => Promise<unknown>, string][] = [
  [
    'no approved clearance',
    () => db().update(volunteerClearance).set({ status: 'DENIED' }),
    'No approved clearance for Springfield State Prison',
  ],
  [
    'a background check not passed',
    () => db().update(volunteerTable).set({ backgroundCheckStatus: 'FAILED' }),
    'Background check not passed',
  ],
  [
    'training not completed',
    () => db().update(volunteerTable).set({ trainingCompleted: false }),
    'Training not completed',
  ],
];

describe('createProgram', () => {
  it.each(MISSING)(
    'refuses a lead with %s, naming it, storing nothing',
    async (_, make, message) => {
      await make();
      const before = await programCount();
      const asAdmin = await admin.run(CREATE, { input: programInput(facilityId, leadId()) });
      expect(errorCode(asAdmin)).toBe('VALIDATION_FAILED');
      expect(asAdmin.errors[0]!.extensions!.fieldErrors).toEqual({
        volunteerId: message,
        clearanceOverrideReason: 'To place them anyway, give a reason for the override',
      });
      // A volunteer leading their own new program: theirs to fix, not to override.
      const asLead = await lead.run(CREATE, { input: programInput(facilityId, leadId()) });
      expect(asLead.errors[0]!.extensions!.fieldErrors).toEqual({ volunteerId: message });
      expect(await programCount()).toBe(before);
    },
  );

  it('refuses a date after the expiry, and takes it from an admin with a reason, audited', async () => {
    const late = programInput(facilityId, leadId(), { date: '2030-03-20' });
    const refused = await admin.run(CREATE, { input: late });
    expect(refused.errors[0]!.message).toBe(
      'Clearance at Springfield State Prison expired on Fri, Mar 15, 2030',
    );
    const reason = 'Renewal approved by the warden, letter on file';
    const taken = await admin.run<{ createProgram: ProgramResult }>(CREATE, {
      input: { ...late, clearanceOverrideReason: reason },
    });
    expect(taken.errors).toEqual([]);
    expect(taken.data!.createProgram).toMatchObject({
      clearanceOverrideReason: reason,
      clearanceOverrideMissing:
        'Clearance at Springfield State Prison expired on Fri, Mar 15, 2030',
    });
    const [entry] = await db()
      .select()
      .from(auditEntry)
      .where(
        and(eq(auditEntry.recordId, taken.data!.createProgram.id), eq(auditEntry.action, 'CREATE')),
      );
    expect(entry).toMatchObject({ recordType: 'Program', actorId: admin.person!.id });
    expect(JSON.stringify(entry!.changes)).toContain(reason);
  });

  it('refuses an override from a volunteer', async () => {
    const sent = programInput(facilityId, leadId(), { clearanceOverrideReason: 'Trust me' });
    expect(errorCode(await lead.run(CREATE, { input: sent }))).toBe('FORBIDDEN');
  });
});

describe('updateProgram', () => {
  let id: string;
  beforeEach(async () => {
    id = (await insertProgram(db(), { facilityId, volunteerId: leadId(), date: '2030-03-01' })).id;
  });

  it('checks the lead again when an admin approves the program', async () => {
    await db().update(volunteerTable).set({ trainingCompleted: false });
    const approve = (extra: Record<string, unknown> = {}) =>
      admin.run<{ updateProgram: ProgramResult }>(UPDATE, {
        input: { id, expectedVersion: 1, approvalStatus: 'APPROVED', ...extra },
      });
    expect((await approve()).errors[0]!.message).toBe('Training not completed');
    const taken = await approve({ clearanceOverrideReason: 'Training booked for next week' });
    expect(taken.data!.updateProgram).toMatchObject({
      version: 2,
      clearanceOverrideReason: 'Training booked for next week',
      clearanceOverrideMissing: 'Training not completed',
    });
  });

  it('checks a new date, and keeps edits that do not move the program unchecked', async () => {
    const moved = await lead.run(UPDATE, {
      input: { id, expectedVersion: 1, date: '2030-03-16' },
    });
    expect(moved.errors[0]!.message).toBe(
      'Clearance at Springfield State Prison expired on Fri, Mar 15, 2030',
    );
    await db().update(volunteerTable).set({ trainingCompleted: false });
    const located = await lead.run(UPDATE, {
      input: { id, expectedVersion: 1, location: 'Gymnasium' },
    });
    expect(located.errors).toEqual([]);
  });

  it('checks a new lead', async () => {
    const other = await callerAs(app.server, db(), 'Volunteers');
    const result = await admin.run(UPDATE, {
      input: { id, expectedVersion: 1, volunteerId: other.person!.id },
    });
    expect(result.errors[0]!.message).toBe(
      'No approved clearance for Springfield State Prison. Background check not passed. Training not completed',
    );
  });
});
