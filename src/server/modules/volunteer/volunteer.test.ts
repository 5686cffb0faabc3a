import { describe, expect, it } from 'vitest';
import { volunteer } from '../../db/schema/volunteer';
import { errorCode } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import {
  expectNothingStored,
  expectUpdateRefused,
  recordApi,
  updateAuditEntry,
} from '../../../../tests/support/record-api';
import {
  itAuditsCreate,
  itDeletesKeepingTrail,
  itRefusesStaleVersion,
  itReportsNotFound,
  type RecordSubject,
} from '../../../../tests/support/record-tests';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';

const FIELDS = `id firstName lastName email contactNumber gender languages specializations availability
  credentials assignedFacility status clearanceStatus clearanceExpiration backgroundCheckDate
  backgroundCheckStatus trainingCompleted trainingCompletionDate totalVolunteerHours lastActivityDate
  dateJoined notes version createdAt updatedAt`;
const volunteers = recordApi('Volunteer', FIELDS, 'id firstName');
const CREATE = volunteers.create;

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

const create = (overrides: Record<string, unknown> = {}) =>
  volunteers.created(admin, volunteerInput(overrides));

const subject: RecordSubject = { api: volunteers, app, caller: () => admin, create };

describe('createVolunteer', () => {
  it('stores every field and returns the record at version 1', async () => {
    const facilityId = (await insertFacility(app.database.db)).id;
    const input = volunteerInput({
      assignedFacility: facilityId,
      languages: ['English', ' ', 'Urdu '],
      firstName: ' Bilal ',
    });
    const created = await volunteers.created(admin, input);
    expect(created).toMatchObject({
      ...input,
      firstName: 'Bilal',
      languages: ['English', 'Urdu'],
      version: 1,
    });
    expect(await volunteers.fetched(admin, created.id)).toEqual(created);
  });

  it('applies the defaults of product.md §9 to fields left out', async () => {
    const input = volunteerInput();
    for (const field of ['gender', 'status', 'totalVolunteerHours', 'dateJoined']) {
      delete input[field];
    }
    expect(await volunteers.created(admin, input)).toMatchObject({
      gender: 'MALE',
      status: 'ACTIVE',
      totalVolunteerHours: 0,
      dateJoined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('refuses missing fields with the form messages, and stores nothing', async () => {
    const result = await admin.run(CREATE, {
      input: {
        firstName: '',
        lastName: ' ',
        email: '',
        contactNumber: null,
        gender: null,
        status: null,
        dateJoined: '',
      },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      contactNumber: 'Contact number is required',
      gender: 'Gender is required',
      status: 'Status is required',
      dateJoined: 'Date joined is required',
    });
    await expectNothingStored(app.database.db, volunteer, 'Volunteer');
  });

  it('refuses malformed values and a facility that does not exist', async () => {
    const invalid = await admin.run(CREATE, {
      input: volunteerInput({
        email: 'nobody-at-example.org',
        totalVolunteerHours: -1,
        clearanceExpiration: '2024-13-01',
      }),
    });
    expect(invalid.errors[0]!.extensions!.fieldErrors).toEqual({
      email: 'Email is invalid',
      totalVolunteerHours: 'Volunteer hours cannot be negative',
      clearanceExpiration: 'Must be a valid date (YYYY-MM-DD)',
    });
    const missingFacility = await admin.run(CREATE, {
      input: volunteerInput({ assignedFacility: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(errorCode(missingFacility)).toBe('VALIDATION_FAILED');
    expect(missingFacility.errors[0]!.extensions!.fieldErrors).toEqual({
      assignedFacility: 'Facility not found',
    });
    // Enumerations are checked by the API's types before the form rules run.
    const unknownChoice = await admin.run(CREATE, {
      input: volunteerInput({ clearanceStatus: 'MAYBE' }),
    });
    expect(errorCode(unknownChoice)).toBe('VALIDATION_FAILED');
    expect(await app.database.db.select().from(volunteer)).toEqual([]);
  });

  itAuditsCreate(subject, ['firstName', 'Audited']);
});

describe('updateVolunteer', () => {
  it('changes only the fields sent, raises the version and audits before and after', async () => {
    const created = await create({ status: 'ACTIVE', notes: 'Before' });
    const result = await volunteers.updated(admin, created.id, { status: 'ON_LEAVE' });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateVolunteer).toMatchObject({
      status: 'ON_LEAVE',
      notes: 'Before',
      version: 2,
    });
    expect((await updateAuditEntry(app.database.db)).changes).toEqual({
      status: { before: 'ACTIVE', after: 'ON_LEAVE' },
    });
  });

  it('refuses invalid changes and leaves the record as it was', async () => {
    await expectUpdateRefused(
      volunteers,
      admin,
      await create(),
      { firstName: '', totalVolunteerHours: -5 },
      {
        firstName: 'First name is required',
        totalVolunteerHours: 'Volunteer hours cannot be negative',
      },
    );
  });

  itRefusesStaleVersion(subject, 'notes', ['First', 'Second']);

  itReportsNotFound(subject, { notes: 'x' }, ['no-such-volunteer']);
});

describe('deleteVolunteer', () => {
  itDeletesKeepingTrail(subject);
});

describe('listVolunteers', () => {
  it('sorts by first name, pages with nextToken and filters', async () => {
    await create({ firstName: 'Musa', status: 'ON_LEAVE', languages: ['Somali'] });
    await create({ firstName: 'Ilyas', status: 'ACTIVE' });
    await create({ firstName: 'Khalid', status: 'ACTIVE', totalVolunteerHours: 40 });
    const { values } = await volunteers.paged(admin, 'firstName');
    expect(values).toEqual(['Ilyas', 'Khalid', 'Musa']);

    const names = (filter: Record<string, unknown>) =>
      volunteers.listed(admin, 'firstName', filter);
    expect(await names({ status: { eq: 'ACTIVE' } })).toEqual(['Ilyas', 'Khalid']);
    expect(await names({ languages: { contains: 'Somali' } })).toEqual(['Musa']);
    expect(await names({ totalVolunteerHours: { ge: 20 } })).toEqual(['Khalid']);
    expect(await names({ status: { ne: 'ACTIVE' }, firstName: { eq: 'Ilyas' } })).toEqual([]);
  });
});
