// @module-tag postgres
/**
 * A volunteer's hours (decision 103): `hoursGiven` counts the approved visits that took place and
 * the programs they led that were held; the volunteers list's Hours column sorts by those plus
 * the hours carried from before, on every page alike; the volunteer's dashboard, record and the
 * Reports page give the same figure.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { volunteer } from '../../db/schema/volunteer';
import { callerAs, type Caller, type GraphQLResult } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { insertProgram } from '../../../../tests/support/program-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerDashboardStats } from '../dashboard/dashboard.service';
import { programmeReport } from '../report/programme-report';
import { hoursGiven } from './volunteer-hours';

const app = useTestApp();
let admin: Caller;
const ids: Record<'visits' | 'programs' | 'carried', string> = {
  visits: '',
  programs: '',
  carried: '',
};

const LIST = `query($nextToken: String, $sortDirection: SortDirection) {
  listVolunteers(limit: 1, nextToken: $nextToken, sortBy: TOTAL_HOURS, sortDirection: $sortDirection) {
    items { id hoursGiven totalVolunteerHours } nextToken } }`;

interface Row {
  id: string;
  hoursGiven: number;
  totalVolunteerHours: number;
}

async function everyPage(sortDirection: 'ASC' | 'DESC'): Promise<Row[]> {
  const rows: Row[] = [];
  let nextToken: string | null = null;
  do {
    const page: GraphQLResult<{ listVolunteers: { items: Row[]; nextToken: string | null } }> =
      await admin.run<{ listVolunteers: { items: Row[]; nextToken: string | null } }>(LIST, {
        nextToken,
        sortDirection,
      });
    expect(page.errors).toEqual([]);
    rows.push(...page.data!.listVolunteers.items);
    nextToken = page.data!.listVolunteers.nextToken;
  } while (nextToken);
  return rows;
}

const hour = 3_600_000;

describe('volunteer hours', () => {
  beforeEach(async () => {
    const db = app.database.db;
    admin = await callerAs(app.server, db, 'Admins');
    const facilityId = (await insertFacility(db)).id;
    for (const name of ['visits', 'programs', 'carried'] as const) {
      ids[name] = (await createPerson(db, 'Volunteers', name)).id;
    }
    const ago = (hours: number) => new Date(Date.now() - hours * hour);
    // Given: 2.5 h ended yesterday, weekly for three weeks of 1 h each; not yet: one ahead, one
    // under way, one only requested.
    const visit = (start: Date, length: number, extra: Record<string, unknown> = {}) =>
      insertSchedule(db, {
        facilityId,
        volunteerId: ids.visits,
        status: 'APPROVED',
        startTime: start,
        endTime: new Date(start.getTime() + length * hour),
        ...extra,
      });
    await visit(ago(26), 2.5);
    await visit(ago(3 * 7 * 24 - 1), 1, { isRecurring: true, recurringPattern: 'DAILY' });
    await visit(ago(-48), 4);
    await visit(ago(1), 3);
    await visit(ago(72), 5, { status: 'PENDING' });
    // A program held (2 h) and one cancelled.
    await insertProgram(db, {
      facilityId,
      volunteerId: ids.programs,
      date: '2026-01-10',
      startTime: '10:00',
      endTime: '12:00',
    });
    await insertProgram(db, {
      facilityId,
      volunteerId: ids.programs,
      date: '2026-01-11',
      status: 'CANCELLED',
    });
    await db
      .update(volunteer)
      .set({ totalVolunteerHours: 40 })
      .where(eq(volunteer.id, ids.programs));
    await db.update(volunteer).set({ totalVolunteerHours: 1 }).where(eq(volunteer.id, ids.carried));
  });

  it('come from the visits and programs given, apart from the hours carried from before', async () => {
    const rows = await everyPage('DESC');
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Daily from 21 days less an hour ago: 21 visits of 1 h have ended (the 22nd starts in 1 h).
    expect(byId.get(ids.visits)).toMatchObject({ hoursGiven: 2.5 + 21, totalVolunteerHours: 0 });
    expect(byId.get(ids.programs)).toMatchObject({ hoursGiven: 2, totalVolunteerHours: 40 });
    expect(byId.get(ids.carried)).toMatchObject({ hoursGiven: 0, totalVolunteerHours: 1 });
  });

  it('sort the list by given and carried hours together, page after page, both ways', async () => {
    const order = (rows: Row[]) =>
      rows.map((row) => row.id).filter((id) => Object.values(ids).includes(id));
    expect(order(await everyPage('DESC'))).toEqual([ids.programs, ids.visits, ids.carried]);
    expect(order(await everyPage('ASC'))).toEqual([ids.carried, ids.visits, ids.programs]);
  });

  it('are read by the volunteer on their own record', async () => {
    const own = await callerAs(app.server, app.database.db, 'Volunteers');
    const read = await own.run<{ getVolunteer: { hoursGiven: number } }>(
      'query($id: ID!) { getVolunteer(id: $id) { hoursGiven } }',
      { id: own.person!.id },
    );
    expect(read.data!.getVolunteer.hoursGiven).toBe(0);
  });
});

describe('the same hours everywhere', () => {
  it('on the dashboard, the record and the Reports page', async () => {
    const db = app.database.db;
    const facilityId = (await insertFacility(db)).id;
    const volunteerId = (await createPerson(db, 'Volunteers', 'Hafsa')).id;
    // Weekly, 2 h from Monday 2 March: five visits have ended by the 31st at noon (10 h).
    await insertSchedule(db, {
      facilityId,
      volunteerId,
      status: 'APPROVED',
      startTime: new Date('2026-03-02T10:00:00Z'),
      endTime: new Date('2026-03-02T12:00:00Z'),
      isRecurring: true,
      recurringPattern: 'WEEKLY',
    });
    // Five programs of 1.5 h held (7.5 h).
    for (const day of [3, 4, 5, 6, 7]) {
      await insertProgram(db, {
        facilityId,
        volunteerId,
        date: `2026-03-0${day}`,
        startTime: '10:00',
        endTime: '11:30',
      });
    }
    const clock = { timeZone: 'UTC', now: new Date('2026-03-31T12:00:00Z') };
    const dashboard = await volunteerDashboardStats(db, volunteerId, clock);
    const record = await hoursGiven({}, db, { id: volunteerId, clock });
    const report = await programmeReport(db, {
      from: '2026-03-01',
      to: '2026-03-31',
      facilityId: null,
      today: '2026-03-31',
      ...clock,
    });
    const volunteers = report.sections.find((section) => section.key === 'VOLUNTEERS')!;
    const [summary, byMonth] = volunteers.tables;
    const cell = (label: string) => summary!.rows.find((row) => row.label === label)!.cells[0]!;

    expect(dashboard.hoursDedicatedThisMonth).toBe(17.5);
    expect(record).toBe(17.5);
    expect(cell('Volunteer hours').value).toBe(17.5);
    expect(cell('Visits given').value).toBe(5);
    expect(byMonth!.rows.find((row) => row.label === 'Mar 2026')!.cells.map((c) => c.text)).toEqual(
      ['5', '7.5', '5', '10'],
    );
  });
});
