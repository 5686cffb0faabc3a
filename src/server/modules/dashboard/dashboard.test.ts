/** The overview and volunteer figures, computed in SQL, against real rows. */
import { eq as sqlEq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../db/schema/client';
import { facility } from '../../db/schema/facility';
import { incidentReport } from '../../db/schema/incident-report';
import { program } from '../../db/schema/program';
import { resource } from '../../db/schema/resource';
import { schedule } from '../../db/schema/schedule';
import { volunteer } from '../../db/schema/volunteer';
import { volunteerClearance } from '../../db/schema/volunteer-clearance';
import { facilityInput } from '../../../../tests/support/factories';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { useTestApp } from '../../../../tests/support/test-app';
import { rememberedDashboardStats, volunteerDashboardStats } from './dashboard.service';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';

const app = useTestApp();
const TODAY = '2026-11-22';
const NOW = new Date('2026-11-22T12:00:00Z');
let facilityId: string;
let volunteerId: string;

function programOn(date: string, startTime: string, endTime: string, leader = volunteerId) {
  return {
    volunteerId: leader,
    facilityId,
    title: 'Study',
    description: 'Weekly study',
    date,
    startTime,
    endTime,
    location: 'Chapel',
  };
}

beforeEach(async () => {
  const db = app.database.db;
  const [created] = await db
    .insert(facility)
    .values(facilityInput() as typeof facility.$inferInsert)
    .returning();
  facilityId = created!.id;
  volunteerId = (await createPerson(db, 'Volunteers')).id;
});

describe('dashboardStats', () => {
  it('counts active volunteers, facilities, last month’s programs, open incidents and what needs attention', async () => {
    const db = app.database.db;
    const inactive = await createPerson(db, 'Volunteers');
    await db.update(volunteer).set({ status: 'INACTIVE' }).where(sqlEq(volunteer.id, inactive.id));
    await db.insert(program).values([
      programOn('2026-10-22', '10:00', '11:00'), // exactly one month ago: recent
      programOn('2026-11-22', '10:00', '11:00'), // today: recent
      programOn('2026-10-21', '10:00', '11:00'), // older
      programOn('2026-11-23', '10:00', '11:00'), // tomorrow: not yet
    ]);
    const incident = {
      reporterId: volunteerId,
      facilityId,
      date: TODAY,
      time: '10:00',
      location: 'Yard',
      description: 'x',
    };
    await db.insert(incidentReport).values([
      { ...incident, status: 'OPEN' },
      { ...incident, status: 'UNDER_REVIEW' },
      { ...incident, status: 'RESOLVED' },
    ]);
    const person = { preferredName: 'Abdul', firstContactDate: '2026-01-01' };
    await db.insert(client).values([
      { ...person, clientId: 'C-1', followUpDate: '2026-11-29' },
      { ...person, clientId: 'C-2', followUpDate: '2026-11-30' },
      { ...person, clientId: 'C-3', followUpDate: '2026-11-21' },
    ]);
    const slot = {
      volunteerId,
      facilityId,
      startTime: new Date('2026-12-01T10:00:00Z'),
      endTime: new Date('2026-12-01T11:00:00Z'),
      lastEndTime: new Date('2026-12-01T11:00:00Z'),
    };
    const passed = new Date('2026-11-20T11:00:00Z');
    await db.insert(schedule).values([
      slot,
      { ...slot, status: 'APPROVED' },
      // A request whose visit has passed undecided is no longer upcoming (the Past tab's).
      { ...slot, startTime: passed, endTime: passed, lastEndTime: passed },
    ]);
    // To reorder: materials low or out of stock; not those set aside by hand, nor services.
    const item = { title: 'Quran', description: 'Translation', type: 'QURAN' } as const;
    await db.insert(resource).values([
      { ...item, quantity: 3, reorderThreshold: 5, status: 'LOW_STOCK' },
      { ...item, quantity: 0, status: 'OUT_OF_STOCK' },
      { ...item, quantity: 6, reorderThreshold: 5, status: 'AVAILABLE' },
      { ...item, quantity: 2, reorderThreshold: 5, status: 'DISCONTINUED' },
      { ...item, type: 'HOUSING', quantity: 0, status: 'OUT_OF_STOCK' },
    ]);

    // Clearances running out within 30 days: per volunteer, approved, not already past.
    const [elsewhere] = await db
      .insert(facility)
      .values(facilityInput() as typeof facility.$inferInsert)
      .returning();
    const other = await createPerson(db, 'Volunteers');
    const clearance = { status: 'APPROVED' as const };
    await db.insert(volunteerClearance).values([
      { ...clearance, volunteerId, facilityId, expiresOn: '2026-12-22' }, // today + 30
      { ...clearance, volunteerId, facilityId: elsewhere!.id, expiresOn: '2026-11-22' }, // same one
      { ...clearance, volunteerId: inactive.id, facilityId, expiresOn: '2026-11-22' }, // today
      { ...clearance, volunteerId: other.id, facilityId, expiresOn: '2026-12-23' }, // too far
      {
        volunteerId: other.id,
        facilityId: elsewhere!.id,
        status: 'REVOKED',
        expiresOn: '2026-12-01',
      },
    ]);

    expect(await rememberedDashboardStats(db, TODAY, NOW, null)).toEqual({
      activeVolunteers: 2,
      totalFacilities: 2,
      clearancesExpiringSoon: 2,
      recentPrograms: 2,
      openIncidents: 2,
      followUpsDueThisWeek: 1,
      pendingScheduleRequests: 1,
      // The request whose visit passed undecided: the overview points at it too.
      pendingRequestsPassed: 1,
      resourcesToReorder: 2,
      // Counted in reentry-overview.test.ts.
      releasesSoon: 0,
      clientsWithOverdueSteps: 0,
      clientsWithCheckInsDue: 0,
      // Counted in released-without-id.test.ts.
      releasedWithoutId: 0,
    });
  });

  it("leads to Manage Volunteers' list of the same volunteers", async () => {
    const db = app.database.db;
    const admin = await callerAs(app.server, db, 'Admins');
    await db.insert(volunteerClearance).values({
      volunteerId,
      facilityId,
      status: 'APPROVED',
      expiresOn: addDays(todayIn('UTC'), 10),
    });
    const { data } = await admin.run<{
      dashboardStats: { clearancesExpiringSoon: number; today: string; clearancesExpireBy: string };
    }>('{ dashboardStats { clearancesExpiringSoon today clearancesExpireBy } }');
    const { today, clearancesExpireBy, clearancesExpiringSoon } = data!.dashboardStats;
    expect(clearancesExpireBy).toBe(addDays(today, 30));
    const listed = await admin.run<{
      listVolunteers: { items: { id: string }[] };
      countVolunteers: number;
    }>(
      `query($range: ID) { listVolunteers(clearanceExpiresBetween: $range) { items { id } }
        countVolunteers(clearanceExpiresBetween: $range) }`,
      { range: `${today}..${clearancesExpireBy}` },
    );
    expect(listed.data!.listVolunteers.items.map((item) => item.id)).toEqual([volunteerId]);
    expect(listed.data!.countVolunteers).toBe(clearancesExpiringSoon);
    const nonsense = await admin.run<{ countVolunteers: number }>(
      '{ countVolunteers(clearanceExpiresBetween: "soon") }',
    );
    expect(nonsense.data!.countVolunteers).toBe(0);
  });

  it('is for admins only', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const volunteerCaller = await callerAs(app.server, app.database.db, 'Volunteers');
    const query =
      '{ dashboardStats { activeVolunteers totalFacilities recentPrograms openIncidents } }';
    expect((await admin.run(query)).data).toEqual({
      dashboardStats: {
        activeVolunteers: 2,
        totalFacilities: 1,
        recentPrograms: 0,
        openIncidents: 0,
      },
    });
    expect(errorCode(await volunteerCaller.run(query))).toBe('FORBIDDEN');
  });
});

describe('dashboardStats, asked again', () => {
  const QUERY = '{ dashboardStats { totalFacilities } }';
  const CREATE = 'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }';

  it('counts again after every change made through the product, and (embedded database) only then', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const facilities = async () =>
      ((await admin.run(QUERY)).data as { dashboardStats: { totalFacilities: number } })
        .dashboardStats.totalFacilities;
    expect(await facilities()).toBe(1);

    // A row written behind the product's back announces nothing: the embedded database's
    // figures come from memory (decision 037); PostgreSQL's are counted on every request.
    await app.database.db.insert(facility).values(facilityInput() as typeof facility.$inferInsert);
    expect(await facilities()).toBe(app.database.kind === 'pglite' ? 1 : 2);

    // Every change through the product is audited and announced: the next figures are fresh.
    expect((await admin.run(CREATE, { input: facilityInput() })).errors).toEqual([]);
    expect(await facilities()).toBe(3);
  });
});

describe('myVolunteerDashboard', () => {
  it("sums this month's programs, and the hours of the programs and approved visits that took place (an end before the start is the next day)", async () => {
    const db = app.database.db;
    const other = await createPerson(db, 'Volunteers');
    await db.insert(program).values([
      programOn('2026-11-01', '10:00', '11:30'), // 1.5 h
      programOn('2026-11-21', '23:00', '01:00'), // 2 h, over midnight
      programOn('2026-10-31', '10:00', '12:00'), // last month
      programOn('2026-11-10', '10:00', '12:00', other.id), // someone else's
      // This month, but no hours given: cancelled, postponed, or still ahead.
      { ...programOn('2026-11-03', '10:00', '14:00'), status: 'CANCELLED' as const },
      { ...programOn('2026-11-04', '10:00', '14:00'), status: 'POSTPONED' as const },
      programOn('2026-11-29', '10:00', '14:00'),
    ]);
    await db.insert(client).values([
      {
        clientId: 'C-1',
        preferredName: 'A',
        firstContactDate: TODAY,
        assignedVolunteerId: volunteerId,
      },
      {
        clientId: 'C-2',
        preferredName: 'B',
        firstContactDate: TODAY,
        assignedVolunteerId: volunteerId,
        status: 'CLOSED',
      },
    ]);
    // Visits: 1 h on 2 November, weekly from 26 October (the 2nd, 9th and 16th of November ended,
    // 1.5 h each; the 23rd is ahead); nothing for a visit not approved, last month's or a
    // visit under way at noon today.
    const visit = (start: string, end: string) => ({
      facilityId,
      volunteerId,
      createdBy: volunteerId,
      startTime: new Date(start),
      endTime: new Date(end),
      lastEndTime: new Date(end),
      status: 'APPROVED' as const,
    });
    await db.insert(schedule).values([
      visit('2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z'),
      {
        ...visit('2026-10-26T14:00:00Z', '2026-10-26T15:30:00Z'),
        isRecurring: true,
        recurringPattern: 'WEEKLY' as const,
        lastEndTime: new Date('9999-12-31T23:59:59Z'),
      },
      { ...visit('2026-11-05T09:00:00Z', '2026-11-05T12:00:00Z'), status: 'PENDING' as const },
      visit('2026-10-30T09:00:00Z', '2026-10-30T12:00:00Z'),
      visit('2026-11-22T11:00:00Z', '2026-11-22T13:00:00Z'),
    ]);
    const noon = { timeZone: 'UTC', now: new Date(`${TODAY}T12:00:00Z`) };
    expect(await volunteerDashboardStats(db, volunteerId, noon)).toEqual({
      totalProgramsThisMonth: 5,
      activeClients: 1,
      hoursDedicatedThisMonth: 3.5 + 1 + 3 * 1.5,
      facilitiesCovered: 1,
      // Counted in reentry-overview.test.ts.
      releasesSoon: 0,
      overdueReentrySteps: 0,
      checkInsDue: 0,
    });
  });

  it('is for volunteers, about themselves', async () => {
    const volunteerCaller = await callerAs(app.server, app.database.db, 'Volunteers');
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const query =
      '{ myVolunteerDashboard { totalProgramsThisMonth activeClients hoursDedicatedThisMonth facilitiesCovered } }';
    expect((await volunteerCaller.run(query)).data).toEqual({
      myVolunteerDashboard: {
        totalProgramsThisMonth: 0,
        activeClients: 0,
        hoursDedicatedThisMonth: 0,
        facilitiesCovered: 0,
      },
    });
    expect(errorCode(await admin.run(query))).toBe('FORBIDDEN');
  });
});

describe('todayIn', () => {
  it('gives the date in the programme’s time zone, not the server’s', () => {
    const instant = new Date('2026-12-01T03:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-12-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-30');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
  });
});

describe('gettingStarted without SMTP', () => {
  it('leaves "Set up e-mail" to do while e-mail waits in the outbox', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const result = await admin.run<{ gettingStarted: { emailSetUp: boolean } }>(
      '{ gettingStarted { emailSetUp } }',
    );
    expect(result.data!.gettingStarted.emailSetUp).toBe(false);
  });
});
