/** createProgram, getProgram and listPrograms (product.md §2.7, §3.5, §4.3, §5.5, §7.2). */
import { beforeEach, describe, expect, it } from 'vitest';
import { program } from '../../db/schema/program';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { insertProgram, programInput } from '../../../../tests/support/program-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { MISSING_IDS, expectCreateAudited, recordApi } from '../../../../tests/support/record-api';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id volunteerId facilityId type title description date startTime endTime location
  attendees newAttendees curriculum materialRequested approvalStatus approvalDate followUpNeeded
  followUpNotes status feedback resourcesUsed createdBy version createdAt updatedAt`;
const programs = recordApi('Program', FIELDS, 'title');
const CREATE = programs.create;

const app = useTestApp();
const [volunteer, admin] = signedInForEachTest(app, ['Volunteers', 'Admins']);
let facilityId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
  await clearVolunteerAt(app.database.db, volunteer.person!.id, facilityId);
});

const input = (overrides: Record<string, unknown> = {}) =>
  programInput(facilityId, volunteer.person!.id, overrides);

const storedCount = async () =>
  (await app.database.db.select({ id: program.id }).from(program)).length;

describe('createProgram', () => {
  it('stores the fields, with 0 attendees, 0 new attendees and empty feedback', async () => {
    const sent = input({ materialRequested: [' Prayer mats ', '', 'Qurans'], title: '  Jumah  ' });
    const created = await programs.created(admin, sent);
    expect(created).toMatchObject({
      ...sent,
      title: 'Jumah',
      materialRequested: ['Prayer mats', 'Qurans'],
      attendees: 0,
      newAttendees: 0,
      feedback: '',
      approvalDate: null,
      createdBy: admin.person!.id,
      version: 1,
    });
    expect(await programs.fetched(admin, created.id)).toEqual(created);
    await expectCreateAudited(app.database.db, programs, admin, created.id);
  });

  it('applies the defaults of product.md §9; a volunteer leads their new program unless they say otherwise', async () => {
    const {
      type: _type,
      status: _status,
      approvalStatus: _approval,
      volunteerId: _lead,
      ...rest
    } = input();
    expect(await programs.created(volunteer, rest)).toMatchObject({
      type: 'OTHER',
      status: 'SCHEDULED',
      approvalStatus: 'PENDING',
      volunteerId: volunteer.person!.id,
      createdBy: volunteer.person!.id,
    });
  });

  const INVALID: [Record<string, unknown>, Record<string, string>][] = [
    [{ title: ' ' }, { title: 'Program title is required' }],
    [{ facilityId: null }, { facilityId: 'Facility is required' }],
    [{ type: null }, { type: 'Program type is required' }],
    [{ date: '' }, { date: 'Date is required' }],
    [{ date: '2030-02-30' }, { date: 'Must be a valid date (YYYY-MM-DD)' }],
    [{ startTime: null }, { startTime: 'Start time is required' }],
    [{ endTime: '' }, { endTime: 'End time is required' }],
    [{ endTime: '25:00' }, { endTime: 'Must be a valid time (HH:mm)' }],
    [{ location: '  ' }, { location: 'Location within facility is required' }],
    [{ description: null }, { description: 'Description is required' }],
    [{ facilityId: '00000000-0000-4000-8000-000000000000' }, { facilityId: 'Facility not found' }],
    [{ facilityId: 'somewhere' }, { facilityId: 'Facility not found' }],
  ];
  it.each(INVALID)(
    'refuses %o with VALIDATION_FAILED and stores nothing',
    async (overrides, fieldErrors) => {
      const result = await admin.run(CREATE, { input: input(overrides) });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(result.errors[0]!.extensions!.fieldErrors).toEqual(fieldErrors);
      expect(await storedCount()).toBe(0);
    },
  );

  it('asks admins for a lead volunteer who is a volunteer', async () => {
    const missing = await admin.run(CREATE, { input: input({ volunteerId: null }) });
    expect(missing.errors[0]!.extensions!.fieldErrors).toEqual({
      volunteerId: 'Lead volunteer is required',
    });
    const notVolunteer = await admin.run(CREATE, {
      input: input({ volunteerId: admin.person!.id }),
    });
    expect(notVolunteer.errors[0]!.extensions!.fieldErrors).toEqual({
      volunteerId: 'Volunteer not found',
    });
    expect(await storedCount()).toBe(0);
  });
});

describe('getProgram and listPrograms', () => {
  it('answers null for a missing or malformed id', async () => {
    for (const id of MISSING_IDS) expect(await programs.fetched(admin, id)).toBeNull();
  });

  it('sorts by date and pages with nextToken without skipping or repeating', async () => {
    const volunteerId = volunteer.person!.id;
    for (const [title, date] of [
      ['c', '2030-01-03'],
      ['a', '2030-01-01'],
      ['e', '2030-01-05'],
      ['b', '2030-01-02'],
      ['d', '2030-01-04'],
    ]) {
      await insertProgram(app.database.db, { facilityId, volunteerId, title, date });
    }
    const { values } = await programs.paged(volunteer, 'title');
    expect(values).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('filters by lead volunteer, date range and status (the volunteer dashboard)', async () => {
    const other = await callerAs(app.server, app.database.db, 'Volunteers');
    const volunteerId = volunteer.person!.id;
    const rows: [string, string, string, 'SCHEDULED' | 'COMPLETED'][] = [
      ['mine-march', volunteerId, '2030-03-10', 'SCHEDULED'],
      ['mine-april', volunteerId, '2030-04-10', 'COMPLETED'],
      ['theirs-march', other.person!.id, '2030-03-11', 'SCHEDULED'],
    ];
    for (const [title, lead, date, status] of rows) {
      await insertProgram(app.database.db, { facilityId, volunteerId: lead, title, date, status });
    }
    const titles = (filter: Record<string, unknown>) => programs.listed(admin, 'title', filter);
    expect(await titles({ volunteerId: { eq: volunteerId } })).toEqual([
      'mine-march',
      'mine-april',
    ]);
    expect(await titles({ date: { between: ['2030-03-01', '2030-03-31'] } })).toEqual([
      'mine-march',
      'theirs-march',
    ]);
    expect(await titles({ status: { eq: 'COMPLETED' }, date: { ge: '2030-04-01' } })).toEqual([
      'mine-april',
    ]);
  });
});
