/**
 * The overview figures (spec §2.4, plus what staff look at next) and a volunteer's own figures
 * (spec §2.10), each from one aggregate query: counts never come from loading lists.
 * "Today" and "this month" are the programme's (ORG_TIMEZONE).
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

export interface DashboardStats {
  activeVolunteers: number;
  totalFacilities: number;
  recentPrograms: number;
  openIncidents: number;
  followUpsDueThisWeek: number;
  pendingScheduleRequests: number;
  resourcesToReorder: number;
}

export interface VolunteerDashboardStats {
  totalProgramsThisMonth: number;
  activeClients: number;
  hoursDedicatedThisMonth: number;
  facilitiesCovered: number;
}

async function firstRow<Row>(db: DbExecutor, query: ReturnType<typeof sql>): Promise<Row> {
  // Both drivers return { rows }; the shared database type does not say so.
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]),
  ) as Row;
}

export function dashboardStats(db: DbExecutor, today: string): Promise<DashboardStats> {
  return firstRow<DashboardStats>(
    db,
    sql`select
      (select count(*) from volunteer where status = 'ACTIVE') as "activeVolunteers",
      (select count(*) from facility) as "totalFacilities",
      (select count(*) from program
        where date between (${today}::date - interval '1 month')::date and ${today}::date) as "recentPrograms",
      (select count(*) from incident_report where status in ('OPEN', 'UNDER_REVIEW')) as "openIncidents",
      (select count(*) from client
        where follow_up_date between ${today}::date and ${today}::date + 7) as "followUpsDueThisWeek",
      (select count(*) from schedule where status = 'PENDING') as "pendingScheduleRequests",
      (select count(*) from resource
        where reorder_threshold is not null and quantity <= reorder_threshold) as "resourcesToReorder"`,
  );
}

// A program whose end is earlier than its start ends the next day (spec §4.3).
const PROGRAM_SECONDS = sql`extract(epoch from (end_time::time - start_time::time))
  + case when end_time::time < start_time::time then 86400 else 0 end`;

export function volunteerDashboardStats(
  db: DbExecutor,
  volunteerId: string,
  today: string,
): Promise<VolunteerDashboardStats> {
  const thisMonth = sql`date >= date_trunc('month', ${today}::date)::date
    and date < (date_trunc('month', ${today}::date) + interval '1 month')::date`;
  return firstRow<VolunteerDashboardStats>(
    db,
    sql`select
      (select count(*) from program where volunteer_id = ${volunteerId} and ${thisMonth}) as "totalProgramsThisMonth",
      (select count(*) from client
        where assigned_volunteer_id = ${volunteerId} and status = 'ACTIVE') as "activeClients",
      (select coalesce(sum(${PROGRAM_SECONDS}), 0) / 3600.0 from program
        where volunteer_id = ${volunteerId} and ${thisMonth}) as "hoursDedicatedThisMonth",
      (select count(distinct facility_id) from program where volunteer_id = ${volunteerId}) as "facilitiesCovered"`,
  );
}
