/**
 * count<Plural> (crud-fields.ts): how many records list<Plural> would return over all its pages
 * for the same filter, search and list conditions, with the same read rule for the viewer
 * (a volunteer counts only what they may see), and refused like the list.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { insertClient } from '../../../tests/support/client-factory';
import { callerAs, errorCode, type Caller } from '../../../tests/support/graphql';
import { insertIncidentReport } from '../../../tests/support/incident-report-factory';
import { createPerson } from '../../../tests/support/people';
import { insertFacility, insertResource } from '../../../tests/support/resource-factory';
import { insertSchedule } from '../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../tests/support/signed-in';
import { useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

/** Each list's arguments besides limit and nextToken, with their GraphQL types. */
const LISTS = {
  Admins: { filter: 'ModelAdminFilterInput', search: 'String' },
  Schedules: { filter: 'ModelScheduleFilterInput' },
  Clients: { filter: 'ModelClientFilterInput', search: 'String' },
  Resources: { filter: 'ModelResourceFilterInput', search: 'String', availableAt: 'ID' },
  IncidentReports: { filter: 'ModelIncidentReportFilterInput' },
} as const;

type Plural = keyof typeof LISTS;
type Args = Record<string, unknown>;

function declarations(arguments_: Record<string, string>): [string, string] {
  const names = Object.keys(arguments_);
  return [
    names.map((name) => `$${name}: ${arguments_[name]}`).join(', '),
    names.map((name) => `${name}: $${name}`).join(', '),
  ];
}

function listQuery(plural: Plural): string {
  const [variables, args] = declarations({
    ...LISTS[plural],
    limit: 'Int',
    nextToken: 'String',
  });
  return `query(${variables}) { list${plural}(${args}) { items { id } nextToken } }`;
}

function countQuery(plural: Plural): string {
  const [variables, args] = declarations(LISTS[plural]);
  return `query(${variables}) { count${plural}(${args}) }`;
}

const listPage = (caller: Caller, plural: Plural, args: Args) =>
  caller.run<Record<string, { items: { id: string }[]; nextToken: string | null }>>(
    listQuery(plural),
    args,
  );

const runCount = (caller: Caller, plural: Plural, args: Args) =>
  caller.run<Record<string, number>>(countQuery(plural), args);

/** The ids the list returns over all its pages (two records a page, so most lists page). */
async function listedAll(caller: Caller, plural: Plural, args: Args = {}): Promise<string[]> {
  const ids: string[] = [];
  let nextToken: string | null = null;
  do {
    const result = await listPage(caller, plural, { ...args, limit: 2, nextToken });
    expect(result.errors).toEqual([]);
    const page = result.data![`list${plural}`]!;
    ids.push(...page.items.map((item) => item.id));
    nextToken = page.nextToken;
  } while (nextToken);
  return ids.sort();
}

async function counted(caller: Caller, plural: Plural, args: Args = {}): Promise<number> {
  const result = await runCount(caller, plural, args);
  expect(result.errors).toEqual([]);
  return result.data![`count${plural}`]!;
}

/** Checks the count against the list's items over all pages; returns the count. */
async function expectCountOfList(caller: Caller, plural: Plural, args: Args = {}) {
  const listed = await listedAll(caller, plural, args);
  expect(await counted(caller, plural, args), JSON.stringify(args)).toBe(listed.length);
  return listed.length;
}

let facilityId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
});

describe('a count is the number of records the list holds over all its pages', () => {
  it('schedules by status and end time (the Upcoming, Past and Cancelled tabs)', async () => {
    const db = app.database.db;
    const volunteerId = (await createPerson(db, 'Volunteers')).id;
    const at = (day: string) => new Date(`${day}T09:00:00.000Z`);
    const add = (day: string, status: 'PENDING' | 'APPROVED' | 'CANCELLED' = 'PENDING') =>
      insertSchedule(db, { facilityId, volunteerId, status, startTime: at(day), endTime: at(day) });
    for (const day of ['2020-01-01', '2020-02-01']) await add(day, 'APPROVED');
    for (const day of ['2030-01-01', '2030-02-01', '2030-03-01']) await add(day);
    await add('2030-04-01', 'APPROVED');
    await add('2030-05-01', 'CANCELLED');
    await add('2020-03-01', 'CANCELLED');

    const now = '2025-06-01T00:00:00+02:00';
    const tabs = {
      upcoming: { endTime: { ge: now }, status: { ne: 'CANCELLED' } },
      past: { endTime: { le: now }, status: { ne: 'CANCELLED' } },
      cancelled: { status: { eq: 'CANCELLED' } },
    };
    expect(await expectCountOfList(admin, 'Schedules', { filter: tabs.upcoming })).toBe(4);
    expect(await expectCountOfList(admin, 'Schedules', { filter: tabs.past })).toBe(2);
    expect(await expectCountOfList(admin, 'Schedules', { filter: tabs.cancelled })).toBe(2);
    expect(await expectCountOfList(admin, 'Schedules', {})).toBe(8);
    const between = { startTime: { between: ['2030-01-15T00:00:00Z', '2030-04-15T00:00:00Z'] } };
    expect(await expectCountOfList(admin, 'Schedules', { filter: between })).toBe(3);
  });

  it('clients by search, alone and with a filter', async () => {
    const db = app.database.db;
    for (const lastName of ['Khan', 'Rahman', 'Siddiqui']) {
      await insertClient(db, { firstName: 'Amina', lastName });
    }
    await insertClient(db, { firstName: 'Yusuf', lastName: 'Khan', status: 'INACTIVE' });
    await insertClient(db, { firstName: 'Bilal', lastName: 'Ahmed' });

    expect(await expectCountOfList(admin, 'Clients', { search: 'amina' })).toBe(3);
    expect(await expectCountOfList(admin, 'Clients', { search: 'KHAN' })).toBe(2);
    expect(await expectCountOfList(admin, 'Clients', { search: 'amina khan' })).toBe(1);
    expect(await expectCountOfList(admin, 'Clients', { search: 'nobody' })).toBe(0);
    expect(await expectCountOfList(admin, 'Clients', { search: '  ' })).toBe(5);
    expect(
      await expectCountOfList(admin, 'Clients', {
        search: 'khan',
        filter: { status: { eq: 'INACTIVE' } },
      }),
    ).toBe(1);
  });

  it('resources available at a facility, alone and with search and filter', async () => {
    const db = app.database.db;
    const elsewhere = (await insertFacility(db)).id;
    await insertResource(db, { facilityId, title: 'Quran A' });
    await insertResource(db, { facilityId, title: 'Prayer mat', status: 'OUT_OF_STOCK' });
    await insertResource(db, { facilityId: elsewhere, approvedFacilities: [facilityId] });
    await insertResource(db, { facilityId: elsewhere, title: 'Quran B' });
    await insertResource(db, { title: 'Quran C' });

    expect(await expectCountOfList(admin, 'Resources', { availableAt: facilityId })).toBe(3);
    expect(await expectCountOfList(admin, 'Resources', { availableAt: elsewhere })).toBe(2);
    expect(
      await expectCountOfList(admin, 'Resources', { availableAt: facilityId, search: 'quran' }),
    ).toBe(1);
    expect(
      await expectCountOfList(admin, 'Resources', {
        availableAt: facilityId,
        filter: { status: { eq: 'OUT_OF_STOCK' } },
      }),
    ).toBe(1);
    expect(await expectCountOfList(admin, 'Resources', { availableAt: 'not-an-id' })).toBe(0);
    expect(await expectCountOfList(admin, 'Resources', {})).toBe(5);
  });
});

describe("a volunteer's count covers only what they may see", () => {
  let volunteer: Caller;
  let otherId: string;

  beforeEach(async () => {
    volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
    otherId = (await createPerson(app.database.db, 'Volunteers', 'Other')).id;
  });

  it('schedules: their own', async () => {
    const db = app.database.db;
    const ownId = volunteer.person!.id;
    await insertSchedule(db, { facilityId, volunteerId: ownId });
    await insertSchedule(db, { facilityId, volunteerId: ownId, status: 'CANCELLED' });
    for (let index = 0; index < 3; index++) {
      await insertSchedule(db, { facilityId, volunteerId: otherId });
    }
    await insertSchedule(db, { facilityId, volunteerId: otherId, status: 'CANCELLED' });

    expect(await expectCountOfList(volunteer, 'Schedules')).toBe(2);
    expect(await expectCountOfList(admin, 'Schedules')).toBe(6);
    const cancelled = { filter: { status: { eq: 'CANCELLED' } } };
    expect(await expectCountOfList(volunteer, 'Schedules', cancelled)).toBe(1);
    expect(await expectCountOfList(admin, 'Schedules', cancelled)).toBe(2);
  });

  it('clients: those assigned to them or created by them, with or without search', async () => {
    const db = app.database.db;
    const ownId = volunteer.person!.id;
    await insertClient(db, { assignedVolunteerId: ownId, firstName: 'Amina' });
    await insertClient(db, { createdBy: ownId, firstName: 'Bilal' });
    await insertClient(db, { assignedVolunteerId: otherId, firstName: 'Amina' });
    await insertClient(db, { firstName: 'Amina' });

    expect(await expectCountOfList(volunteer, 'Clients')).toBe(2);
    expect(await expectCountOfList(admin, 'Clients')).toBe(4);
    expect(await expectCountOfList(volunteer, 'Clients', { search: 'amina' })).toBe(1);
    expect(await expectCountOfList(admin, 'Clients', { search: 'amina' })).toBe(3);
    // Naming a hidden record's field does not count it either.
    const others = { filter: { assignedVolunteerId: { eq: otherId } } };
    expect(await expectCountOfList(volunteer, 'Clients', others)).toBe(0);
    expect(await expectCountOfList(admin, 'Clients', others)).toBe(1);
  });

  it('incident reports: those they reported', async () => {
    const db = app.database.db;
    await insertIncidentReport(db, { facilityId, reporterId: volunteer.person!.id });
    await insertIncidentReport(db, { facilityId, reporterId: otherId });
    await insertIncidentReport(db, { facilityId, reporterId: otherId });

    expect(await expectCountOfList(volunteer, 'IncidentReports')).toBe(1);
    expect(await expectCountOfList(admin, 'IncidentReports')).toBe(3);
  });
});

describe('a count is refused like its list', () => {
  async function expectRefusedAlike(caller: Caller, plural: Plural, args: Args = {}) {
    const list = await listPage(caller, plural, args);
    const count = await runCount(caller, plural, args);
    expect(errorCode(list), `list${plural}`).not.toBeNull();
    expect(errorCode(count), `count${plural}`).toBe(errorCode(list));
    expect(count.data?.[`count${plural}`] ?? null).toBeNull();
  }

  it.each([['signedOut'], ['noGroup'], ['Clients']] as const)(
    'without the list permission: %s',
    async (subject) => {
      const caller = await callerAs(
        app.server,
        app.database.db,
        subject === 'noGroup' ? null : subject,
      );
      for (const plural of Object.keys(LISTS) as Plural[]) {
        await expectRefusedAlike(caller, plural);
      }
    },
  );

  it('a volunteer counting admins (only admins list them)', async () => {
    const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
    await expectRefusedAlike(volunteer, 'Admins');
    expect(errorCode(await runCount(volunteer, 'Admins', {}))).toBe('FORBIDDEN');
  });

  it('an invalid filter or search', async () => {
    await expectRefusedAlike(admin, 'Schedules', { filter: { endTime: { ge: 'tomorrow' } } });
    await expectRefusedAlike(admin, 'Schedules', { filter: { status: { eq: 'SOMETIME' } } });
    await expectRefusedAlike(admin, 'Schedules', { filter: { nosuchField: { eq: 'x' } } });
    await expectRefusedAlike(admin, 'Clients', { search: 'x'.repeat(10_000) });
  });
});
