/**
 * The counts behind the Reports page and the overview's trends (product.md §2.11, decision 071),
 * each table from one aggregate query grouped by what the report splits by: no record is loaded.
 * Clients without data-usage consent are counted only as "left out".
 */
import { idInHand } from '../reentry-document/released-without-id';
import { sql, type SQL } from 'drizzle-orm';
import { REORDER_STATUSES } from '../../../shared/domain/resource/resource.rules';
import { MATERIAL_TYPES } from '../../../shared/domain/resource/resource.types';
import type { DbExecutor } from '../../db/client';
import { rowsOf } from '../../db/library-internals/execute-rows';
import { PROGRAM_SECONDS, programTookPlace } from '../program/program-figures';
import { visitsGivenOnDays } from '../schedule/visits-given';

export interface ReportRange {
  /** First and last day, 'YYYY-MM-DD', both counted. */
  from: string;
  to: string;
  /** Only this facility's programs, incidents, distributions, clearances and clients held there. */
  facilityId: string | null;
  /** The programme's today: programs after it have not taken place. */
  today: string;
  /** The programme's time zone, for the months of moments (fulfilments, visits). */
  timeZone: string;
  /** The time the report is made: a visit counts once it has ended. */
  now: Date;
}

interface ProgramGroup {
  type: string;
  month: string;
  facilityId: string;
  planned: number;
  held: number;
  cancelled: number;
  approved: number;
  denied: number;
  attendees: number;
  newAttendees: number;
  hours: number;
}

export interface ProgrammeFigures {
  programs: ProgramGroup[];
  volunteers: { active: number; leading: number };
  /** Visits given (approved, ended) by month and facility, and their hours (decision 103). */
  visits: { month: string; facilityId: string; visits: number; hours: number }[];
  clearances: { status: string; count: number }[];
  /** Approved clearances current on the range's last day. */
  clearancesCurrent: number;
  /** Consenting clients served in the range, by where they are and their status. */
  clients: { incarcerated: boolean; status: string; isNew: boolean; count: number }[];
  /** Clients released, by month, and of them those with an ID in hand (product.md §3.3.9). */
  releases: { month: string; count: number; withId: number }[];
  distributions: { type: string; month: string; quantity: number; requests: number }[];
  resourcesToReorder: number;
  incidents: { type: string; status: string; count: number }[];
  checkIns: {
    checkpoint: string;
    month: string;
    count: number;
    housedStably: number;
    employed: number;
    returnedToCustody: number;
  }[];
  /** Clients the report would count but for their missing data-usage consent. */
  leftOutWithoutConsent: number;
}

/** The row with its counts as numbers (PostgreSQL's count and sum come as text from the drivers). */
function numbers<Row extends object>(row: Row, keys: (keyof Row & string)[]): Row {
  const copy = { ...row } as Record<string, unknown>;
  for (const key of keys) copy[key] = Number(copy[key] ?? 0);
  return copy as Row;
}

const EMPLOYED = sql`('EMPLOYED_FULL_TIME', 'EMPLOYED_PART_TIME', 'SELF_EMPLOYED')`;
const listOf = (values: readonly string[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * Runs the queries one after another, not side by side: on PostgreSQL a report then holds one
 * connection and one core, not eight of the pool's ten, and others' requests are not left
 * waiting for a connection while an account loops reports (decision 087). PGlite runs one query
 * at a time anyway.
 */
async function oneAfterAnother<const Steps extends readonly (() => Promise<unknown>)[]>(
  steps: Steps,
): Promise<{ -readonly [K in keyof Steps]: Awaited<ReturnType<Steps[K]>> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof Steps]: Awaited<ReturnType<Steps[K]>> };
}

export async function programmeFigures(
  db: DbExecutor,
  range: ReportRange,
): Promise<ProgrammeFigures> {
  const { from, to, facilityId, today, timeZone, now } = range;
  const atFacility = (column: SQL) => (facilityId ? sql`and ${column} = ${facilityId}` : sql``);
  const tookPlace = programTookPlace(today);
  // Served: a first contact or a logged contact in the range (product.md §2.11); at a facility,
  // held there (a client in the community may still name one, as the form only hides the field).
  const served = sql`(c.first_contact_date between ${from} and ${to}
    or exists (select 1 from contact_log l where l.client_id = c.id and l.date between ${from} and ${to}))
    ${facilityId ? sql`and c.incarcerated and c.facility_id = ${facilityId}` : sql``}`;
  // Released: out, on a release date in the range that has come.
  const released = sql`not c.incarcerated and c.release_date between ${from} and least(${to}::date, ${today}::date)`;
  const checkInHeld = sql`k.held_on between ${from} and ${to}`;

  const [
    programs,
    people,
    visits,
    clearances,
    clients,
    releases,
    distributions,
    incidents,
    checkIns,
  ] = await oneAfterAnother([
    () =>
      rowsOf<ProgramGroup>(
        db,
        sql`select type, to_char(date, 'YYYY-MM') as month, facility_id as "facilityId",
          count(*) as planned,
          count(*) filter (where ${tookPlace}) as held,
          count(*) filter (where status = 'CANCELLED') as cancelled,
          count(*) filter (where approval_status = 'APPROVED') as approved,
          count(*) filter (where approval_status = 'DENIED') as denied,
          coalesce(sum(attendees) filter (where ${tookPlace}), 0) as attendees,
          coalesce(sum(new_attendees) filter (where ${tookPlace}), 0) as "newAttendees",
          coalesce(sum(${PROGRAM_SECONDS}) filter (where ${tookPlace}), 0) / 3600.0 as hours
        from program where date between ${from} and ${to} ${atFacility(sql`facility_id`)}
        group by 1, 2, 3`,
      ),
    () =>
      rowsOf<{ active: number; leading: number }>(
        db,
        sql`select
          (select count(*) from volunteer where status = 'ACTIVE' ${atFacility(sql`assigned_facility`)}) as active,
          (select count(distinct volunteer_id) from program where date between ${from} and ${to}
            and ${tookPlace} ${atFacility(sql`facility_id`)}) as leading`,
      ),
    () =>
      rowsOf<ProgrammeFigures['visits'][number]>(
        db,
        sql`select to_char(given.starts_at at time zone ${timeZone}, 'YYYY-MM') as month,
          given.facility_id as "facilityId", count(*) as visits, sum(given.seconds) / 3600.0 as hours
        from ${visitsGivenOnDays({ from, to }, timeZone, now)} given
        where true ${atFacility(sql`given.facility_id`)} group by 1, 2`,
      ),
    () =>
      rowsOf<{ status: string; count: number; current: number }>(
        db,
        sql`select status, count(*) as count,
          count(*) filter (where status = 'APPROVED' and (granted_on is null or granted_on <= ${to})
            and (expires_on is null or expires_on >= ${to})) as current
        from volunteer_clearance where true ${atFacility(sql`facility_id`)} group by status`,
      ),
    () =>
      rowsOf<{ incarcerated: boolean; status: string; isNew: boolean; count: number }>(
        db,
        sql`select c.incarcerated, c.status, c.first_contact_date between ${from} and ${to} as "isNew",
          count(*) as count
        from client c where c.data_usage_consent and ${served} group by 1, 2, 3`,
      ),
    () =>
      rowsOf<{ month: string; count: number; withId: number }>(
        db,
        sql`select to_char(c.release_date, 'YYYY-MM') as month, count(*) as count,
          count(*) filter (where ${idInHand(sql.raw('c.id'))}) as "withId"
        from client c where c.data_usage_consent and ${released} group by 1`,
      ),
    () =>
      rowsOf<{ type: string; month: string; quantity: number; requests: number }>(
        db,
        sql`select r.type, to_char(q.fulfillment_date at time zone ${timeZone}, 'YYYY-MM') as month,
          sum(q.quantity) as quantity, count(*) as requests
        from resource_request q join resource r on r.id = q.resource_id
        where q.status = 'FULFILLED'
          and (q.fulfillment_date at time zone ${timeZone})::date between ${from} and ${to}
          ${atFacility(sql`q.facility_id`)}
        group by 1, 2`,
      ),
    () =>
      rowsOf<{ type: string; status: string; count: number }>(
        db,
        sql`select type, status, count(*) as count from incident_report
        where date between ${from} and ${to} ${atFacility(sql`facility_id`)} group by 1, 2`,
      ),
    () =>
      rowsOf<ProgrammeFigures['checkIns'][number]>(
        db,
        sql`select k.checkpoint, to_char(k.held_on, 'YYYY-MM') as month, count(*) as count,
          count(*) filter (where k.housing_status = 'STABLE') as "housedStably",
          count(*) filter (where k.employment_status in ${EMPLOYED}) as employed,
          count(*) filter (where k.returned_to_custody) as "returnedToCustody"
        from reentry_check_in k join client c on c.id = k.client_id
        where c.data_usage_consent and ${checkInHeld} group by 1, 2`,
      ),
  ]);

  const [extra] = await rowsOf<{ toReorder: number; leftOut: number }>(
    db,
    sql`select
      (select count(*) from resource where status in ${listOf(REORDER_STATUSES)}
        and type in ${listOf(MATERIAL_TYPES)} ${atFacility(sql`facility_id`)}) as "toReorder",
      (select count(*) from client c where not c.data_usage_consent and (${served} or ${released}
        or exists (select 1 from reentry_check_in k where k.client_id = c.id and ${checkInHeld}))) as "leftOut"`,
  );

  const clearanceRows = clearances.map((row) => numbers(row, ['count', 'current']));
  return {
    programs: programs.map((row) =>
      numbers(row, [
        'planned',
        'held',
        'cancelled',
        'approved',
        'denied',
        'attendees',
        'newAttendees',
        'hours',
      ]),
    ),
    volunteers: numbers(people[0]!, ['active', 'leading']),
    visits: visits.map((row) => numbers(row, ['visits', 'hours'])),
    clearances: clearanceRows.map(({ status, count }) => ({ status, count })),
    clearancesCurrent: clearanceRows.reduce((sum, row) => sum + row.current, 0),
    clients: clients.map((row) => numbers(row, ['count'])),
    releases: releases.map((row) => numbers(row, ['count', 'withId'])),
    distributions: distributions.map((row) => numbers(row, ['quantity', 'requests'])),
    resourcesToReorder: Number(extra!.toReorder),
    incidents: incidents.map((row) => numbers(row, ['count'])),
    checkIns: checkIns.map((row) =>
      numbers(row, ['count', 'housedStably', 'employed', 'returnedToCustody']),
    ),
    leftOutWithoutConsent: Number(extra!.leftOut),
  };
}
