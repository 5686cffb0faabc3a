/**
 * The report's figures counted in plain TypeScript from the seeded programme (world.ts), for
 * report-figures.test.ts to compare every cell with (product.md §2.11, decision 071): the exact
 * counts, each written as it would be were it shown; which are withheld is decision 085's.
 */
import { enumLabel } from '../../../src/shared/domain/common/labels';
import { CLIENT_STATUSES } from '../../../src/shared/domain/client/client.enums';
import {
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from '../../../src/shared/domain/incident/incident.enums';
import { PROGRAM_TYPES } from '../../../src/shared/domain/program/program.enums';
import { CLEARANCE_STATUSES } from '../../../src/shared/domain/volunteer/volunteer.enums';
import {
  monthStart,
  type Kind,
  type Period,
  type SeedCheckIn,
  type SeedClient,
  type SeedProgram,
  type World,
} from './world';

interface Cell {
  value: number | null;
  kind: Kind;
  text: string;
  /** As the API answers (decision 085); the counts here, from the data set alone, have none. */
  suppressed?: 'SMALL' | 'WITHHELD' | null;
}
interface Table {
  title: string;
  columns: string[];
  rows: { label: string; cells: Cell[] }[];
}
interface Section {
  key: string;
  tables: Table[];
}
export interface Report {
  /** null in the API when 1 to 4 (decision 085); the count itself here. */
  leftOutWithoutConsent: number | null;
  sections: Section[];
}

const numberFormat = new Intl.NumberFormat('en-US');
const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** How the report must write a figure (product.md §2.11). */
function textOf(value: number | null, kind: Kind): string {
  if (value === null) return '—';
  if (kind === 'PERCENT') return `${Math.round(value)}%`;
  if (kind === 'HOURS') return hoursFormat.format(value);
  if (value >= 1 && value <= 4) return 'fewer than 5';
  return numberFormat.format(value);
}
const count = (value: number): Cell => ({
  value,
  kind: 'COUNT',
  text: textOf(value, 'COUNT'),
});
const hours = (value: number): Cell => ({
  value,
  kind: 'HOURS',
  text: textOf(value, 'HOURS'),
});
const percent = (part: number, whole: number): Cell => {
  const value = whole === 0 ? null : (100 * part) / whole;
  return { value, kind: 'PERCENT', text: textOf(value, 'PERCENT') };
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthName = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = monthStart(from); day <= to; day = monthStart(day, 1))
    months.push(day.slice(0, 7));
  return months;
}
export const totalOf = <Row>(rows: Row[], pick: (row: Row) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

const HELD_NOT = ['CANCELLED', 'POSTPONED'];
export const EMPLOYED = ['EMPLOYED_FULL_TIME', 'EMPLOYED_PART_TIME', 'SELF_EMPLOYED'];
const MATERIALS = ['QURAN', 'PRAYER_MAT', 'BOOK'];
const CHECK_INS = [
  ['DAY_30', '30-day check-in'],
  ['DAY_90', '90-day check-in'],
  ['DAY_180', '180-day check-in'],
] as const;

/** Minutes from start to end, an end earlier than the start being the next day's. */
export function minutesOf({ startTime, endTime }: SeedProgram): number {
  const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
  return (minutes(endTime) - minutes(startTime) + 24 * 60) % (24 * 60);
}

/** Who and what the period counts, from the data set alone. */
export function counted(world: World, { from, to, facilityId }: Period) {
  const { today } = world;
  const within = (day: string | null) => day !== null && from <= day && day <= to;
  const here = (id: string | null) => facilityId === null || id === facilityId;
  const programs = world.programs.filter((row) => within(row.date) && here(row.facilityId));
  const held = (row: SeedProgram) => !HELD_NOT.includes(row.status) && row.date <= today;
  const lastReleaseDay = to < today ? to : today;
  // At a facility: held there, not a client in the community whose record still names it.
  const served = (row: SeedClient) =>
    (facilityId === null || (row.incarcerated && row.facilityId === facilityId)) &&
    (within(row.firstContactDate) ||
      world.contacts.some((contact) => contact.clientId === row.id && within(contact.date)));
  const released = (row: SeedClient) =>
    !row.incarcerated &&
    row.releaseDate !== null &&
    from <= row.releaseDate &&
    row.releaseDate <= lastReleaseDay;
  const consenting = new Set(
    world.clients.filter((row) => row.dataUsageConsent).map((row) => row.id),
  );
  const checkIns = world.checkIns.filter((row) => within(row.heldOn));
  const typeOf = new Map(world.resources.map((row) => [row.id, row.type]));
  return {
    programs,
    held,
    served: world.clients.filter((row) => row.dataUsageConsent && served(row)),
    released: world.clients.filter((row) => row.dataUsageConsent && released(row)),
    checkIns: checkIns.filter((row) => consenting.has(row.clientId)),
    leftOut: world.clients.filter(
      (row) =>
        !row.dataUsageConsent &&
        (served(row) || released(row) || checkIns.some((check) => check.clientId === row.id)),
    ).length,
    distributed: world.requests
      .filter(
        (row) =>
          row.status === 'FULFILLED' && within(row.fulfilled?.date ?? null) && here(row.facilityId),
      )
      .map((row) => ({
        ...row,
        type: typeOf.get(row.resourceId)!,
        month: row.fulfilled!.date.slice(0, 7),
      })),
    incidents: world.incidents.filter((row) => within(row.date) && here(row.facilityId)),
    within,
  };
}

export function expectedReport(world: World, period: Period): Report {
  const { from, to, facilityId } = period;
  const here = (id: string | null) => facilityId === null || id === facilityId;
  const months = monthsOf(from, to);
  const { programs, held, served, released, checkIns, leftOut, distributed, incidents } = counted(
    world,
    period,
  );

  const programCounts = (rows: SeedProgram[]) => [
    count(rows.length),
    count(rows.filter(held).length),
    count(totalOf(rows.filter(held), (row) => row.attendees)),
    count(totalOf(rows.filter(held), (row) => row.newAttendees)),
  ];
  const heldHours = (rows: SeedProgram[]) => totalOf(rows.filter(held), minutesOf) / 60;
  const programColumns = ['Planned', 'Held', 'Attendees', 'New attendees'];
  const facilitiesWithPrograms = world.facilities
    .filter((row) => programs.some((item) => item.facilityId === row.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  const approved = programs.filter((row) => row.approvalStatus === 'APPROVED').length;
  const denied = programs.filter((row) => row.approvalStatus === 'DENIED').length;
  const cancelled = programs.filter((row) => row.status === 'CANCELLED').length;

  const clearances = world.clearances.filter((row) => here(row.facilityId));
  const current = clearances.filter(
    (row) =>
      row.status === 'APPROVED' &&
      (row.grantedOn === null || row.grantedOn <= to) &&
      (row.expiresOn === null || row.expiresOn >= to),
  ).length;

  const checkInCells = (rows: SeedCheckIn[]) => [
    count(rows.length),
    count(rows.filter((row) => row.housingStatus === 'STABLE').length),
    count(
      rows.filter((row) => row.employmentStatus !== null && EMPLOYED.includes(row.employmentStatus))
        .length,
    ),
    count(rows.filter((row) => row.returnedToCustody).length),
  ];
  const checkInColumns = ['Check-ins', 'Stable housing', 'Employed', 'Returned to custody'];
  const distributedCells = (rows: typeof distributed) => [
    count(totalOf(rows, (row) => row.quantity)),
    count(rows.length),
  ];
  const typesDistributed = [...new Set(distributed.map((row) => row.type))].sort();

  return {
    leftOutWithoutConsent: leftOut,
    sections: [
      {
        key: 'PROGRAMS',
        tables: [
          {
            title: 'Programs',
            columns: ['Figure', 'Value'],
            rows: [
              { label: 'Planned', cells: [programCounts(programs)[0]!] },
              { label: 'Held', cells: [programCounts(programs)[1]!] },
              { label: 'Attendees', cells: [programCounts(programs)[2]!] },
              { label: 'New attendees', cells: [programCounts(programs)[3]!] },
              {
                label: 'Approval rate (approved of those decided)',
                cells: [percent(approved, approved + denied)],
              },
              {
                label: 'Cancellation rate (cancelled of those planned)',
                cells: [percent(cancelled, programs.length)],
              },
            ],
          },
          {
            title: 'Programs by type',
            columns: ['Type', ...programColumns],
            rows: PROGRAM_TYPES.map((type) => ({
              label: enumLabel(type),
              cells: programCounts(programs.filter((row) => row.type === type)),
            })),
          },
          {
            title: 'Programs by facility',
            columns: ['Facility', ...programColumns],
            rows: facilitiesWithPrograms.map(({ id, name }) => ({
              label: name,
              cells: programCounts(programs.filter((row) => row.facilityId === id)),
            })),
          },
          {
            title: 'Programs by month',
            columns: ['Month', ...programColumns],
            rows: months.map((month) => ({
              label: monthName(month),
              cells: programCounts(programs.filter((row) => row.date.startsWith(month))),
            })),
          },
        ],
      },
      {
        key: 'VOLUNTEERS',
        tables: [
          {
            title: 'Volunteers',
            columns: ['Figure', 'Value'],
            rows: [
              {
                label: 'Active volunteers (today)',
                cells: [
                  count(
                    world.volunteers.filter(
                      (row) => row.status === 'ACTIVE' && here(row.facilityId),
                    ).length,
                  ),
                ],
              },
              {
                label: 'Volunteers who led a program held',
                cells: [count(new Set(programs.filter(held).map((row) => row.volunteerId)).size)],
              },
              // The world gives no visits: volunteer-hours.test.ts counts them.
              { label: 'Visits given', cells: [count(0)] },
              { label: 'Volunteer hours', cells: [hours(heldHours(programs))] },
              { label: `Clearances current on ${to}`, cells: [count(current)] },
            ],
          },
          {
            title: 'Volunteer hours by month',
            columns: ['Month', 'Programs held', 'Program hours', 'Visits given', 'Visit hours'],
            rows: months.map((month) => {
              const mine = programs.filter((row) => row.date.startsWith(month));
              return {
                label: monthName(month),
                cells: [
                  count(mine.filter(held).length),
                  hours(heldHours(mine)),
                  count(0),
                  hours(0),
                ],
              };
            }),
          },
          {
            title: 'Clearances by status (today)',
            columns: ['Status', 'Clearances'],
            rows: CLEARANCE_STATUSES.map((status) => ({
              label: enumLabel(status),
              cells: [count(clearances.filter((row) => row.status === status).length)],
            })),
          },
        ],
      },
      {
        key: 'CLIENTS',
        tables: [
          {
            title: 'Clients',
            columns: ['Figure', 'Value'],
            rows: [
              { label: 'Clients served', cells: [count(served.length)] },
              {
                label: 'New clients',
                cells: [
                  count(
                    served.filter(
                      (row) => from <= row.firstContactDate && row.firstContactDate <= to,
                    ).length,
                  ),
                ],
              },
              { label: 'Released', cells: [count(released.length)] },
            ],
          },
          {
            title: 'Clients served by location',
            columns: ['Location', 'Clients'],
            rows: [
              {
                label: 'In Custody',
                cells: [count(served.filter((row) => row.incarcerated).length)],
              },
              {
                label: 'In The Community',
                cells: [count(served.filter((row) => !row.incarcerated).length)],
              },
            ],
          },
          {
            title: 'Clients served by status',
            columns: ['Status', 'Clients'],
            rows: CLIENT_STATUSES.map((status) => ({
              label: enumLabel(status),
              cells: [count(served.filter((row) => row.status === status).length)],
            })),
          },
          {
            title: 'Releases by month',
            columns: ['Month', 'Released'],
            rows: months.map((month) => ({
              label: monthName(month),
              cells: [count(released.filter((row) => row.releaseDate!.startsWith(month)).length)],
            })),
          },
        ],
      },
      {
        key: 'RESOURCES',
        tables: [
          {
            title: 'Resources',
            columns: ['Figure', 'Value'],
            rows: [
              { label: 'Items distributed', cells: [distributedCells(distributed)[0]!] },
              { label: 'Requests fulfilled', cells: [distributedCells(distributed)[1]!] },
              {
                label: 'Materials to reorder (today)',
                cells: [
                  count(
                    world.resources.filter(
                      (row) =>
                        MATERIALS.includes(row.type) &&
                        ['LOW_STOCK', 'OUT_OF_STOCK'].includes(row.status) &&
                        here(row.facilityId),
                    ).length,
                  ),
                ],
              },
            ],
          },
          {
            title: 'Distributed by type',
            columns: ['Type', 'Items', 'Requests'],
            rows: typesDistributed.map((type) => ({
              label: enumLabel(type),
              cells: distributedCells(distributed.filter((row) => row.type === type)),
            })),
          },
          {
            title: 'Distributed by month',
            columns: ['Month', 'Items', 'Requests'],
            rows: months.map((month) => ({
              label: monthName(month),
              cells: distributedCells(distributed.filter((row) => row.month === month)),
            })),
          },
        ],
      },
      {
        key: 'INCIDENTS',
        tables: [
          {
            title: 'Incidents by type and status',
            columns: ['Type', 'Open', 'Under Review', 'Resolved', 'Closed', 'Total'],
            rows: INCIDENT_TYPES.map((type) => {
              const mine = incidents.filter((row) => row.type === type);
              return {
                label: enumLabel(type),
                cells: [
                  ...INCIDENT_STATUSES.map((status) =>
                    count(mine.filter((row) => row.status === status).length),
                  ),
                  count(mine.length),
                ],
              };
            }),
          },
        ],
      },
      {
        key: 'REENTRY_OUTCOMES',
        tables: [
          {
            title: 'Identity papers at release',
            columns: ['Figure', 'Clients'],
            rows: [
              { label: 'Released in the period', cells: [count(released.length)] },
              {
                label: 'Released with an ID in hand',
                cells: [
                  count(released.filter((row) => world.withIdInHand.includes(row.id)).length),
                ],
              },
            ],
          },
          {
            title: 'Outcomes at each check-in',
            columns: ['Check-in', ...checkInColumns],
            rows: CHECK_INS.map(([point, label]) => ({
              label,
              cells: checkInCells(checkIns.filter((row) => row.checkpoint === point)),
            })),
          },
          {
            title: 'Check-ins by month',
            columns: ['Month', ...checkInColumns],
            rows: months.map((month) => ({
              label: monthName(month),
              cells: checkInCells(checkIns.filter((row) => row.heldOn.startsWith(month))),
            })),
          },
        ],
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
