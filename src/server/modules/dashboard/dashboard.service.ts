/**
 * The overview figures (product.md §2.4, plus what staff look at next) and a volunteer's own figures
 * (product.md §2.10), each from one aggregate query: counts never come from loading lists.
 * "Today" and "this month" are the programme's (ORG_TIMEZONE).
 */
import { ALIASED_CLIENT, checkInDue } from '../reentry-check-in/check-ins-due';
import { releasedWithoutId } from '../reentry-document/released-without-id';
import { stepOverdue } from '../reentry-step/steps-overdue';
import { addDays, addMonths, monthOfDate, todayIn } from '../../../shared/domain/common/calendar';
import type { ListClock } from '../../db/records';
import { hoursGivenSql } from '../volunteer/volunteer-hours';
import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { REORDER_STATUSES } from '../../../shared/domain/resource/resource.rules';
import { MATERIAL_TYPES } from '../../../shared/domain/resource/resource.types';
import { CHANGE_CHANNEL } from '../../audit/audit';
import type { DatabaseHandle, DbExecutor } from '../../db/client';
import { rowsOf } from '../../db/library-internals/execute-rows';
import { schedule } from '../../db/schema/schedule';
import { startReadMemory, type ReadMemory } from '../../db/read-memory';

/** The figures counted per day (and remembered, decision 037). */
export interface DailyDashboardStats {
  activeVolunteers: number;
  totalFacilities: number;
  recentPrograms: number;
  openIncidents: number;
  followUpsDueThisWeek: number;
  resourcesToReorder: number;
  /** Volunteers with an approved clearance expiring within 30 days (product.md §3.2.1). */
  clearancesExpiringSoon: number;
  /** Clients released within 30 days (product.md §3.3.1). */
  releasesSoon: number;
  /** Clients with an open reentry step whose day has passed (product.md §3.3.1). */
  clientsWithOverdueSteps: number;
  /** Clients with a check-in after release due and not recorded (product.md §3.3.2). */
  clientsWithCheckInsDue: number;
  /** Clients released in the last 30 days without an ID in hand (product.md §3.3.9). */
  releasedWithoutId: number;
}

export interface DashboardStats extends DailyDashboardStats {
  /** Requests awaiting a decision whose visits are still ahead, counted at `now`. */
  pendingScheduleRequests: number;
  /** Requests still awaiting a decision after their last visit ended, counted at `now`. */
  pendingRequestsPassed: number;
}

export interface VolunteerDashboardStats {
  totalProgramsThisMonth: number;
  activeClients: number;
  hoursDedicatedThisMonth: number;
  facilitiesCovered: number;
  /** Their assigned clients released within 30 days (product.md §3.3.1). */
  releasesSoon: number;
  /** Open reentry steps they own, of their assigned clients, whose day has passed. */
  overdueReentrySteps: number;
  /** Their assigned clients with a check-in after release due and not recorded. */
  checkInsDue: number;
}

async function firstRow<Row>(db: DbExecutor, query: ReturnType<typeof sql>): Promise<Row> {
  const [row = {}] = await rowsOf(db, query);
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]),
  ) as Row;
}

/** A count as a number (PostgreSQL's count is a bigint, which the drivers give as text). */
const counted = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
const today = sql.placeholder('today');

/** How far ahead the overview looks for clearances running out: the first reminder's notice. */
export const CLEARANCE_NOTICE_DAYS = 30;
/** How far ahead the overview looks for releases: the nearest window of the releases list. */
export const RELEASE_NOTICE_DAYS = 30;

/**
 * Prepared under a name, once per database: on PostgreSQL each connection then plans these
 * six counts once instead of on every request (planning took a fifth of the time the
 * database spent on them).
 */
function prepareDashboardStats(db: DbExecutor) {
  return db
    .select({
      activeVolunteers: counted(sql`select count(*) from volunteer where status = 'ACTIVE'`),
      totalFacilities: counted(sql`select count(*) from facility`),
      recentPrograms: counted(sql`select count(*) from program
        where date between (${today}::date - interval '1 month')::date and ${today}::date`),
      openIncidents: counted(
        sql`select count(*) from incident_report where status in ('OPEN', 'UNDER_REVIEW')`,
      ),
      followUpsDueThisWeek: counted(sql`select count(*) from client
        where follow_up_date between ${today}::date and ${today}::date + 7`),
      // What Manage Volunteers lists with the same window (volunteer.service.ts).
      clearancesExpiringSoon: counted(sql`select count(distinct volunteer_id)
        from volunteer_clearance where status = 'APPROVED'
        and expires_on between ${today}::date and ${today}::date + ${sql.raw(String(CLEARANCE_NOTICE_DAYS))}`),
      // What Manage Clients lists with Release from today to today + 30 (client.api.ts).
      releasesSoon: counted(sql`select count(*) from client where incarcerated
        and release_date between ${today}::date and ${today}::date + ${sql.raw(String(RELEASE_NOTICE_DAYS))}`),
      // What Manage Clients lists with "Overdue reentry steps" (the reentryStepsOverdueOn condition).
      clientsWithOverdueSteps: counted(sql`select count(distinct s.client_id) from reentry_step s
        join client c on c.id = s.client_id
        where ${stepOverdue('s', sql.raw('c.release_date'), today)}`),
      // What Manage Clients lists with "Check-ins: Due" (the checkInsDueOn condition).
      clientsWithCheckInsDue: counted(
        sql`select count(*) from client c where ${checkInDue(ALIASED_CLIENT, today)}`,
      ),
      // What Manage Clients lists with "ID after release: Not in hand" (releasedWithoutIdOn).
      releasedWithoutId: counted(
        sql`select count(*) from client c where ${releasedWithoutId(ALIASED_CLIENT, today)}`,
      ),
      // Materials low or out of stock: what the Resources page lists with Stock 'To reorder'.
      resourcesToReorder: counted(sql`select count(*) from resource
        where status in (${sql.join(
          REORDER_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}) and type in (${sql.join(
          MATERIAL_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )})`),
    })
    .from(sql`(select) as nothing`)
    .prepare('dashboard_stats');
}

const preparedDashboardStats = new WeakMap<DbExecutor, ReturnType<typeof prepareDashboardStats>>();

/**
 * The figures are remembered per day until a record changes, on the embedded database only
 * (decision 037): every change to the counted tables is an audited change, announced on
 * CHANGE_CHANNEL before its transaction returns. Two days: today's, and yesterday's for a
 * request that began just before midnight.
 */
export function startOverviewMemory(database: DatabaseHandle) {
  return startReadMemory<DailyDashboardStats>(database, CHANGE_CHANNEL, 2);
}

/**
 * Pending requests whose visits are still ahead: what the Schedules page lists under Upcoming
 * with the Pending filter, where the overview's link leads (product.md §2.4). Counted at every
 * request, never remembered: a request leaves this count when its time passes, which no change
 * announces. One indexed count.
 */
async function pendingScheduleRequests(db: DbExecutor, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(schedule)
    .where(and(eq(schedule.status, 'PENDING'), gte(schedule.lastEndTime, now)));
  return row?.count ?? 0;
}

/**
 * Pending requests whose visits have all passed undecided: nobody approved or refused them in
 * time, and the Upcoming list no longer shows them. The overview points at them (the Past tab
 * with the Pending filter), so they are decided or cancelled rather than forgotten
 * (docs/decisions/098-a-demo-that-shows-the-product.md). Counted at every request, as above.
 */
async function pendingRequestsPassed(db: DbExecutor, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(schedule)
    .where(and(eq(schedule.status, 'PENDING'), lt(schedule.lastEndTime, now)));
  return row?.count ?? 0;
}

/** The overview's figures on `day` at `now`: the daily ones from memory where nothing changed. */
export async function rememberedDashboardStats(
  db: DbExecutor,
  day: string,
  now: Date,
  memory: ReadMemory<DailyDashboardStats> | null,
): Promise<DashboardStats> {
  const daily = memory
    ? (await memory.recall(day, () => dailyDashboardStats(db, day)))!
    : await dailyDashboardStats(db, day);
  return {
    ...daily,
    pendingScheduleRequests: await pendingScheduleRequests(db, now),
    pendingRequestsPassed: await pendingRequestsPassed(db, now),
  };
}

async function dailyDashboardStats(db: DbExecutor, day: string): Promise<DailyDashboardStats> {
  let prepared = preparedDashboardStats.get(db);
  if (!prepared) {
    prepared = prepareDashboardStats(db);
    preparedDashboardStats.set(db, prepared);
  }
  const [row] = await prepared.execute({ today: day });
  return row!;
}

export function volunteerDashboardStats(
  db: DbExecutor,
  volunteerId: string,
  clock: ListClock,
): Promise<VolunteerDashboardStats> {
  const today = todayIn(clock.timeZone, clock.now);
  const thisMonth = sql`date >= date_trunc('month', ${today}::date)::date
    and date < (date_trunc('month', ${today}::date) + interval '1 month')::date`;
  // Hours count what was given: visits and programs that took place (decision 103).
  const firstOfMonth = `${monthOfDate(today)}-01`;
  const hoursThisMonth = hoursGivenSql(sql`${volunteerId}`, {
    from: firstOfMonth,
    to: addDays(addMonths(firstOfMonth, 1), -1),
    ...clock,
  });
  return firstRow<VolunteerDashboardStats>(
    db,
    sql`select
      (select count(*) from program where volunteer_id = ${volunteerId} and ${thisMonth}) as "totalProgramsThisMonth",
      (select count(*) from client
        where assigned_volunteer_id = ${volunteerId} and status = 'ACTIVE') as "activeClients",
      ${hoursThisMonth} as "hoursDedicatedThisMonth",
      (select count(distinct facility_id) from program where volunteer_id = ${volunteerId}) as "facilitiesCovered",
      (select count(*) from client where assigned_volunteer_id = ${volunteerId} and incarcerated
        and release_date between ${today}::date and ${today}::date + ${sql.raw(String(RELEASE_NOTICE_DAYS))}) as "releasesSoon",
      (select count(*) from reentry_step s join client c on c.id = s.client_id
        where s.owner_id = ${volunteerId} and c.assigned_volunteer_id = ${volunteerId}
        and ${stepOverdue('s', sql.raw('c.release_date'), today)}) as "overdueReentrySteps",
      (select count(*) from client c where c.assigned_volunteer_id = ${volunteerId}
        and ${checkInDue(ALIASED_CLIENT, today)}) as "checkInsDue"`,
  );
}
