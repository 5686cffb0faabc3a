/**
 * A volunteer record and its sign-in account go together (product.md §10); a volunteer changes
 * only their own contact number, languages and availability (product.md §13); a volunteer others
 * still point at is not deleted.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, user } from '../../db/schema/auth';
import { volunteer } from '../../db/schema/volunteer';
import { insertClient } from '../../../../tests/support/client-factory';
import { insertContactLog } from '../../../../tests/support/contact-log-factory';
import { errorCode } from '../../../../tests/support/graphql';
import { insertProgram } from '../../../../tests/support/program-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';

const CREATE = 'mutation($input: CreateVolunteerInput!) { createVolunteer(input: $input) { id } }';
const UPDATE = `mutation($input: UpdateVolunteerInput!) {
  updateVolunteer(input: $input) { id contactNumber languages availability status version } }`;
const DELETE = 'mutation($input: DeleteVolunteerInput!) { deleteVolunteer(input: $input) { id } }';

const app = useTestApp();
const [admin, self] = signedInForEachTest(app, ['Admins', 'Volunteers']);

async function accountOf(id: string) {
  const [row] = await app.database.db.select().from(user).where(eq(user.id, id));
  return row ?? null;
}

async function versionOf(id: string) {
  const [row] = await app.database.db.select().from(volunteer).where(eq(volunteer.id, id));
  return row?.version ?? null;
}

describe('the account of a volunteer', () => {
  it('is created with the record: same id, group Volunteers, only an invitation password', async () => {
    const input = volunteerInput({ firstName: 'Zaid', lastName: 'Omar', email: 'Zaid@X.org' });
    const result = await admin.run<{ createVolunteer: { id: string } }>(CREATE, { input });
    const id = result.data!.createVolunteer.id;
    expect(await accountOf(id)).toMatchObject({
      email: 'zaid@x.org',
      name: 'Zaid Omar',
      group: 'Volunteers',
    });
    // Its only password is the invitation's temporary one (invitation.test.ts).
    const credentials = await app.database.db.select().from(account).where(eq(account.userId, id));
    expect(credentials).toHaveLength(1);
    expect((await accountOf(id))!.invitationExpiresAt).not.toBeNull();
  });

  it('is not created, nor the record, when the e-mail already has an account', async () => {
    const result = await admin.run(CREATE, {
      input: volunteerInput({ email: self.person!.email }),
    });
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      email: 'An account with this e-mail already exists',
    });
    expect(await app.database.db.select().from(volunteer)).toHaveLength(1);
  });

  it('follows a change of name, and the e-mail cannot be changed', async () => {
    const id = self.person!.id;
    const renamed = await admin.run(UPDATE, {
      input: { id, expectedVersion: 1, firstName: 'Renamed', contactNumber: '+1 555 0177' },
    });
    expect(renamed.errors).toEqual([]);
    expect((await accountOf(id))!.name).toBe('Renamed Person');
    const email = await admin.run(UPDATE, {
      input: { id, expectedVersion: 2, email: 'other@example.org' },
    });
    expect(errorCode(email)).toBe('VALIDATION_FAILED');
    expect(email.errors[0]!.message).toMatch(/"email"/);
    expect((await accountOf(id))!.email).toBe(self.person!.email);
  });

  it('is deleted with the record, ending the volunteer’s sessions', async () => {
    const id = self.person!.id;
    expect((await admin.run(DELETE, { input: { id } })).errors).toEqual([]);
    expect(await accountOf(id)).toBeNull();
    expect(errorCode(await self.run('query { listVolunteers { items { id } } }'))).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('a volunteer changing their own record', () => {
  it('may change contact number, languages and availability', async () => {
    const result = await self.run<{ updateVolunteer: Record<string, unknown> }>(UPDATE, {
      input: {
        id: self.person!.id,
        expectedVersion: 1,
        contactNumber: ' +1 555 0188 ',
        languages: ['English', 'Arabic'],
        availability: ['Saturday'],
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateVolunteer).toMatchObject({
      contactNumber: '+1 555 0188',
      languages: ['English', 'Arabic'],
      availability: ['Saturday'],
      status: 'ACTIVE',
      version: 2,
    });
  });

  it('is checked with the form message', async () => {
    const result = await self.run(UPDATE, {
      input: { id: self.person!.id, expectedVersion: 1, contactNumber: ' ' },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      contactNumber: 'Contact number is required',
    });
  });

  it.each([
    ['status', { status: 'INACTIVE' }],
    ['hours', { totalVolunteerHours: 500 }],
    ['name', { firstName: 'Someone', languages: ['English'] }],
    ['facility', { assignedFacility: null }],
  ])('may not change %s (FORBIDDEN), and nothing is written', async (_label, change) => {
    const result = await self.run(UPDATE, {
      input: { id: self.person!.id, expectedVersion: 1, ...change },
    });
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.errors[0]!.message).toBe(
      'You can change only your contact number, languages and availability',
    );
    expect(await versionOf(self.person!.id)).toBe(1);
  });
});

describe('deleting a volunteer others point at', () => {
  it.each(['client', 'program', 'schedule', 'contact log'])(
    'is refused while a %s names them, keeping record and account',
    async (kind) => {
      const db = app.database.db;
      const volunteerId = self.person!.id;
      const facilityId = (await insertFacility(db)).id;
      if (kind === 'client') await insertClient(db, { assignedVolunteerId: volunteerId });
      if (kind === 'program') await insertProgram(db, { facilityId, volunteerId });
      if (kind === 'schedule') await insertSchedule(db, { facilityId, volunteerId });
      if (kind === 'contact log') {
        await insertContactLog(db, { clientId: (await insertClient(db)).id, volunteerId });
      }
      const result = await admin.run(DELETE, { input: { id: volunteerId } });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      // Records that point at the volunteer's record, and those that name their sign-in account
      // (a contact log), are both counted by the database's keys.
      expect(result.errors[0]!.message).toBe(
        kind === 'contact log'
          ? 'This volunteer is still named on 1 contact log. Reassign or remove them first.'
          : `This volunteer is still linked to 1 ${kind}. Reassign or remove them first.`,
      );
      expect(await versionOf(volunteerId)).toBe(1);
      expect(await accountOf(volunteerId)).not.toBeNull();
    },
  );
});
